// Receipt mails end to end on a real database: an order paid through the built-in test
// checkout, the 'mail.receipt' job that payment adds, run by hand (the worker is off in tests)
// as the worker would, and the outbox's .eml file. Once per order, also when a job runs again.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../../../src/contract/shop'
import type { App } from '../../app'
import { jobs, users } from '../../db/schema'
import { mailTo, signUp, type Member } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { orderMailJobs } from '../../test/order-mail-jobs'
import { checkout, order, orderRow as paymentOrderRow, testPaymentId } from '../../test/payments'
import { vatIncluded } from '../../../src/contract/prices'
import { receiptHandler } from './receipt'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const mailJobs = orderMailJobs(() => app, 'receipt', receiptHandler)
const runReceipts = mailJobs.runDue
const receiptsTo = mailJobs.mailsTo
const orderRow = (transaction: Transaction) => paymentOrderRow(app, transaction.id)

/** Pays on the test checkout with `method` chosen there. */
async function payWith(member: Member, transaction: Transaction, method: string): Promise<void> {
  const response = await member.client.post('/api/test_checkout.php', {
    id: testPaymentId(transaction),
    outcome: 'paid',
    method,
  })
  expect(response.statusCode, response.body).toBe(200)
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const base = () => app.config.PUBLIC_URL.replace(/\/+$/, '')

describe('the receipt of a paid order', () => {
  it('mails the member the amounts, the VAT and the company’s KvK and VAT numbers, once', async () => {
    const member = await signUp(app)
    const made = await order(member)
    expect(made.price).toEqual({ cents: 2995, currency: 'EUR' })
    // No receipt for an order not paid.
    expect(await runReceipts()).toBe(0)
    await checkout(member.client, made, 'paid')
    const row = await orderRow(made)
    const waiting = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.receipt'), eq(jobs.key, `order:${row.id}`)))
    expect(waiting.map((job) => job.payload)).toEqual([{ order: row.id }])
    expect(row.receiptMailedAt).toBeNull()

    // The worker runs the job and dies before deleting it; taken again after its lease; and
    // once more by hand, as a second worker would: one mail.
    await mailJobs.runThrice(member, row.id)
    expect((await orderRow(made)).receiptMailedAt).toBeInstanceOf(Date)

    const mail = await mailTo(app, member.email, 'receipt')
    const site = app.sites.forHost('')
    expect(mail.subject).toBe(
      `[TEST — no money was charged] Your receipt for 250 credits on ${site.name}`,
    )
    const text = plain(mail.text)
    expect(text.split('\n')[0]).toBe('*** TEST — no money was charged ***')
    expect(text).toContain(`Hi ${member.user.profile.name},`)
    expect(text).toContain(`Order number: ${made.id}`)
    expect(text).toContain('Purchase: 250 credits\n')
    expect(text).toContain('Price paid (incl. VAT): €29.95')
    expect(text).toContain('VAT rate: 21%')
    expect(text).toContain('VAT: €5.20')
    expect(text).toContain('Amount excl. VAT: €24.75')
    expect(text).toContain('Payment method: —')
    expect(text).toContain('Payment country: Netherlands')
    expect(text).toContain('art. 16(m)')
    expect(text).toContain(`${site.company.name}\n${site.company.address}\n${site.company.city}`)
    expect(text).toContain(`Chamber of Commerce (KvK) number: ${site.company.kvk}`)
    expect(site.company.kvk).toBe('84213657')
    expect(text).toContain(`VAT number: ${site.company.vat_numbers.join(', ')}`)
    expect(text).toContain('NL863155872B01')
    expect(mail.links).toEqual([`${base()}/transactions/${made.id}`])
    expect(mail.headers.get('from')).toContain(site.name)
  })

  it('gives a premium order in German its period, 19 % VAT, the method and the withdrawal link', async () => {
    const member = await signUp(app)
    await app.db
      .update(users)
      .set({ language: 'de', timezone: 'Europe/Berlin' })
      .where(eq(users.id, member.user.id))
    const made = await order(member, {
      product: { kind: 'premium', plan: 'premium-1' },
      country: 'DE',
    })
    await payWith(member, made, 'paypal')
    expect(await runReceipts()).toBe(1)
    const mail = await mailTo(app, member.email, 'receipt')
    expect(mail.subject).toBe(
      `[TEST — es wurde kein Geld abgebucht] Dein Kaufbeleg für 1 Monat Premium bei ${app.sites.forHost('').name}`,
    )
    const vat = vatIncluded(1995, 1900)
    expect(made.vat.cents).toBe(vat)
    const euros = (cents: number) =>
      `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`
    const text = plain(mail.text)
    expect(text).toMatch(/Kauf: 1 Monat Premium, gültig bis \d+\. \w+ \d{4} um \d\d:\d\d MES?Z/)
    expect(text).toContain(`Bezahlter Betrag (inkl. MwSt.): ${euros(1995)}`)
    expect(text).toContain('MwSt.-Satz: 19 %')
    expect(text).toContain(`MwSt.: ${euros(vat)}`)
    expect(text).toContain(`Betrag ohne MwSt.: ${euros(1995 - vat)}`)
    expect(text).toContain('Zahlungsart: PayPal')
    expect(text).toContain('Zahlungsland: Deutschland')
    expect(text).toContain('innerhalb von 14 Tagen nach dem Kauf widerrufen')
    expect(text).toContain('Handelsregisternummer (KvK): 84213657')
    expect(text).toContain('USt-IdNr.: NL863155872B01')
    expect(mail.links).toEqual([`${base()}/premium`, `${base()}/transactions/${made.id}`])
    expect(receiptsTo(member)).toHaveLength(1)
  })

  it('mails nothing to a member whose account was deleted before the job ran', async () => {
    const member = await signUp(app)
    const made = await order(member)
    await checkout(member.client, made, 'paid')
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id))
    expect(await runReceipts()).toBe(1)
    expect(receiptsTo(member)).toEqual([])
    expect((await orderRow(made)).receiptMailedAt).toBeNull()
  })

  it('adds no receipt job for an order that failed', async () => {
    const member = await signUp(app)
    const made = await order(member)
    await checkout(member.client, made, 'failed')
    const row = await orderRow(made)
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail.receipt'), eq(jobs.key, `order:${row.id}`))),
    ).toEqual([])
    expect(await runReceipts()).toBe(0)
    expect(receiptsTo(member)).toEqual([])
  })
})

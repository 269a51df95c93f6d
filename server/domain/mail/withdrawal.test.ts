// The withdrawal acknowledgement end to end on a real database: a premium order paid through
// the built-in test checkout and withdrawn from through the API, the 'mail.withdrawal' job the
// withdrawal adds, run by hand (the worker is off in tests) as the worker would, and the
// outbox's .eml file. Once per order, also when a job runs again; none for a deleted account.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../../../src/contract/shop'
import type { App } from '../../app'
import { jobs, orders, users } from '../../db/schema'
import { mailTo, signUp, type Member } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { orderMailJobs } from '../../test/order-mail-jobs'
import { checkout, order, orderRow as paymentOrderRow } from '../../test/payments'
import { runWithdrawalMail, withdrawalMailHandler } from './withdrawal'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

const mailJobs = orderMailJobs(() => app, 'withdrawal', withdrawalMailHandler)
const context = mailJobs.context
const runWithdrawalMails = mailJobs.runDue
const withdrawalMailsTo = mailJobs.mailsTo
const orderRow = (transaction: Transaction) => paymentOrderRow(app, transaction.id)

async function paidPremium(member: Member): Promise<Transaction> {
  const made = await order(member, { product: { kind: 'premium', plan: 'premium-1' } })
  await checkout(member.client, made, 'paid')
  return made
}

async function withdraw(member: Member, transaction: Transaction): Promise<Transaction> {
  const response = await member.client.post('/api/withdraw.php', { order: transaction.id })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Transaction>()
}

const jobsOf = async (kind: 'mail.withdrawal' | 'payment.refund', orderId: number) =>
  app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, `order:${orderId}`)))

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const euros = (cents: number) =>
  `€${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe('the acknowledgement of a withdrawal', () => {
  it('mails the member when it was received, the order and the refund, once', async () => {
    const member = await signUp(app)
    const made = await paidPremium(member)
    // Paid, not withdrawn: nothing to acknowledge, and nothing claimed.
    const paid = await orderRow(made)
    expect(await jobsOf('mail.withdrawal', paid.id)).toEqual([])
    expect(await runWithdrawalMail(context(), paid.id)).toBe('nothing')
    expect((await orderRow(made)).withdrawalMailedAt).toBeNull()

    await withdraw(member, made)
    const row = await orderRow(made)
    expect(row.withdrawnAt).toBeInstanceOf(Date)
    expect((await jobsOf('mail.withdrawal', row.id)).map((job) => job.payload)).toEqual([
      { order: row.id },
    ])
    expect(row.withdrawalMailedAt).toBeNull()

    // The worker runs the job and dies before deleting it; taken again after its lease; and
    // once more by hand, as a second worker would: one mail.
    await mailJobs.runThrice(member, row.id)
    expect((await orderRow(made)).withdrawalMailedAt).toBeInstanceOf(Date)

    const mail = await mailTo(app, member.email, 'withdrawal')
    const site = app.sites.forHost('')
    expect(mail.subject).toBe(
      `[TEST — no money was charged] We received your withdrawal — order ${made.id}`,
    )
    const refund = row.withdrawalRefundCents ?? -1
    // Seconds of a month used: all but a cent or so comes back.
    expect(refund).toBeGreaterThanOrEqual(1994)
    const text = plain(mail.text)
    expect(text.split('\n')[0]).toBe('*** TEST — no money was charged ***')
    expect(text).toContain(`Hi ${member.user.profile.name},`)
    expect(text).toMatch(
      /On \d+ \w+ \d{4} at \d\d:\d\d \w+ we received your withdrawal from your purchase of 1 month of Premium on /,
    )
    expect(text).toMatch(/\nWithdrawal received: \d+ \w+ \d{4} at \d\d:\d\d \w+\n/)
    expect(text).toContain(`Order number: ${made.id}`)
    expect(text).toContain('Purchase: 1 month of Premium')
    expect(text).toContain('Price paid (incl. VAT): €19.95')
    expect(text).toContain(`Refund (price less the days used): ${euros(refund)}`)
    expect(text).toContain('The Premium of this order ended when we received your withdrawal.')
    expect(text).toContain(`We will refund ${euros(refund)} to the payment method you paid with`)
    expect(text).toContain(`Chamber of Commerce (KvK) number: ${site.company.kvk}`)
    expect(text).toContain(`VAT number: ${site.company.vat_numbers.join(', ')}`)
    expect(mail.links).toEqual([
      `${app.config.PUBLIC_URL.replace(/\/+$/, '')}/transactions/${made.id}`,
    ])
    expect(mail.headers.get('from')).toContain(site.name)
  })

  it('is queued when no refund is owed, and says so in the member’s language', async () => {
    const member = await signUp(app)
    await app.db
      .update(users)
      .set({ language: 'nl', timezone: 'Europe/Amsterdam' })
      .where(eq(users.id, member.user.id))
    const made = await paidPremium(member)
    // Paid yesterday for a period that has run out since: the days used are the whole price.
    const day = 86_400_000
    await app.db
      .update(orders)
      .set({
        paidAt: new Date(Date.now() - day),
        premiumFrom: new Date(Date.now() - 30 * day),
        premiumUntil: new Date(Date.now() - day),
      })
      .where(eq(orders.publicId, made.id))
    const withdrawn = await withdraw(member, made)
    expect(withdrawn.refund).toEqual({ cents: 0, currency: 'EUR' })
    const row = await orderRow(made)
    expect(row.withdrawalRefundCents).toBe(0)
    expect(await jobsOf('payment.refund', row.id)).toEqual([])
    expect(await jobsOf('mail.withdrawal', row.id)).toHaveLength(1)

    expect(await runWithdrawalMails()).toBe(1)
    const mail = await mailTo(app, member.email, 'withdrawal')
    expect(mail.subject).toBe(
      `[TEST — er is geen geld afgeschreven] We hebben je herroeping ontvangen — bestelling ${made.id}`,
    )
    const text = plain(mail.text)
    expect(text).toContain('Terugbetaling (prijs min de gebruikte dagen): € 0,00')
    expect(text).toContain('Er valt niets terug te betalen')
    expect(text).not.toContain('binnen 14 dagen')
    expect(withdrawalMailsTo(member)).toHaveLength(1)
  })

  it('mails nothing to a member whose account was deleted before the job ran', async () => {
    const member = await signUp(app)
    const made = await paidPremium(member)
    await withdraw(member, made)
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id))
    expect(await runWithdrawalMail(context(), (await orderRow(made)).id)).toBe('deleted')
    expect(await runWithdrawalMails()).toBe(1)
    expect(withdrawalMailsTo(member)).toEqual([])
    expect((await orderRow(made)).withdrawalMailedAt).toBeNull()
  })
})

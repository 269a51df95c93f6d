// Discount codes and premium through the API (issue 12), bought with the built-in test
// checkout: the welcome discount's bonus and the time bonus, premium's months, and withdrawing
// from premium (the EU withdrawal function) with its refund and acknowledgement mail. Buying
// credits, refunds and who sees an order are payments.test.ts's.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiscountCode, Transaction } from '../../src/contract/shop'
import type { App } from '../app'
import { jobs, mails, memberDiscounts, orders } from '../db/schema'
import { creditBalance } from '../domain/credits/credit-balance'
import { withdrawalMailHandler } from '../domain/mail/withdrawal'
import { refundJobHandler } from '../domain/payments/withdrawal'
import { mailTo, signUp, TestClient, userOf } from '../test/accounts'
import { buildTestApp } from '../test/app'
import {
  checkout,
  order,
  orderBody,
  orderRow,
  testPaymentId,
  transactionOf,
} from '../test/payments'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

describe('discount codes', () => {
  it("gives the welcome discount's bonus on the first purchase only", async () => {
    const member = await signUp(app)
    const welcome = await member.client.get('/api/discountcode.php?welcome=true')
    expect(welcome.statusCode, welcome.body).toBe(200)
    const code = welcome.json<DiscountCode>()
    expect(code).toMatchObject({ code: 'WELCOME', kind: 'bonus', value: 25, source: 'welcome' })
    expect(Date.parse(code.expires ?? '')).toBeGreaterThan(Date.now() + 6 * 86_400_000)

    const made = await order(member, { code: 'welcome' })
    expect(made).toMatchObject({ credits: 312, bonus_credits: 62, code: 'WELCOME' })
    expect(made.price.cents).toBe(2995)
    await checkout(member.client, made, 'paid')
    expect(await creditBalance(app.db, member.user.id)).toBe(312)

    const used = await member.client.get('/api/discountcode.php?welcome=true')
    expect(used.statusCode).toBe(409)
    expect(used.json()).toMatchObject({ error: { code: 'discount.used' } })
    const visitor = await new TestClient(app).get('/api/discountcode.php?welcome=true')
    expect(visitor.statusCode).toBe(403)
  })

  it('starts a time bonus on its first load, lowers the price once, and ends it', async () => {
    const member = await signUp(app)
    const loaded = await member.client.get('/api/discountcode.php?code=premium20')
    expect(loaded.statusCode, loaded.body).toBe(200)
    const bonus = loaded.json<DiscountCode>()
    expect(bonus).toMatchObject({
      code: 'PREMIUM20',
      kind: 'percent',
      value: 20,
      source: 'time_bonus',
    })
    // The countdown does not restart.
    const again = (
      await member.client.get('/api/discountcode.php?code=PREMIUM20')
    ).json<DiscountCode>()
    expect(again.expires).toBe(bonus.expires)

    const notForCredits = await member.client.post(
      '/api/orders.php',
      orderBody({ code: 'PREMIUM20' }),
    )
    expect(notForCredits.json()).toMatchObject({ error: { code: 'discount.not_applicable' } })
    const premium = await order(member, {
      product: { kind: 'premium', plan: 'premium-1' },
      code: 'PREMIUM20',
    })
    expect(premium).toMatchObject({
      list_price: { cents: 1995 },
      price: { cents: 1596 },
      vat: { cents: 277 },
    })
    await checkout(member.client, premium, 'paid')
    const used = await member.client.get('/api/discountcode.php?code=PREMIUM20')
    expect(used.json()).toMatchObject({ error: { code: 'discount.used' } })

    // Another member's bonus runs out: 410, for the code and for an order with it.
    const late = await signUp(app)
    await late.client.get('/api/discountcode.php?code=BONUS50')
    await app.db
      .update(memberDiscounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberDiscounts.memberId, late.user.id))
    const expired = await late.client.get('/api/discountcode.php?code=BONUS50')
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({ error: { code: 'discount.expired' } })
    const refused = await late.client.post('/api/orders.php', orderBody({ code: 'BONUS50' }))
    expect(refused.statusCode).toBe(410)
    const unknown = await late.client.get('/api/discountcode.php?code=NOPE')
    expect(unknown.statusCode).toBe(404)
  })
})

describe('premium', () => {
  it('sets premium_until a month ahead, and buying again extends it', async () => {
    const member = await signUp(app)
    const first = await order(member, { product: { kind: 'premium', plan: 'premium-1' } })
    expect(first).toMatchObject({ credits: 0, months: 1 })
    await checkout(member.client, first, 'paid')
    const once = await transactionOf(member.client, first.id)
    const until = Date.parse(once.premium_until ?? '')
    expect(until - Date.now()).toBeGreaterThan(27 * 86_400_000)
    expect((await userOf(member.client)).paid_user).toBe(true)

    const second = await order(member, { product: { kind: 'premium', plan: 'premium-3' } })
    await checkout(member.client, second, 'paid')
    const twice = await transactionOf(member.client, second.id)
    expect(Date.parse(twice.premium_until ?? '') - until).toBeGreaterThan(88 * 86_400_000)
  })
})

describe('withdrawing from premium (the EU withdrawal function)', () => {
  async function jobOf(kind: 'payment.refund' | 'mail.withdrawal', orderId: string) {
    const row = await orderRow(app, orderId)
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, `order:${row.id}`)))
    return job === undefined ? undefined : { ...job, id: Number(job.id), attempts: 1 }
  }

  async function runRefundJob(orderId: string) {
    const job = await jobOf('payment.refund', orderId)
    if (job === undefined) throw new Error('no refund job')
    await refundJobHandler({
      db: app.db,
      events: () => app.events,
      provider: () => app.payments.provider,
    })(job)
  }

  /** Runs the acknowledgement mail's job as the worker would (it is off in tests). */
  async function runWithdrawalMailJob(orderId: string) {
    const job = await jobOf('mail.withdrawal', orderId)
    if (job === undefined) throw new Error('no withdrawal mail job')
    await withdrawalMailHandler({
      db: app.db,
      mail: app.mail,
      sites: app.sites,
      publicUrl: app.config.PUBLIC_URL,
    })(job)
  }

  it('ends premium now and refunds the price less the days used, once', async () => {
    const member = await signUp(app)
    const bought = await order(member, { product: { kind: 'premium', plan: 'premium-1' } })
    await checkout(member.client, bought, 'paid')
    const paid = await transactionOf(member.client, bought.id)
    expect(Date.parse(paid.withdrawable_until ?? '')).toBeGreaterThan(Date.now() + 13 * 86_400_000)

    const response = await member.client.post('/api/withdraw.php', { order: bought.id })
    expect(response.statusCode, response.body).toBe(200)
    const withdrawn = response.json<Transaction>()
    expect(withdrawn.withdrawn).not.toBeNull()
    expect(withdrawn.withdrawable_until).toBeNull()
    // Seconds of a month used: all but a cent or so comes back.
    expect(withdrawn.refund?.cents).toBeGreaterThanOrEqual(1994)
    expect(Date.parse(withdrawn.premium_until ?? '')).toBeLessThanOrEqual(Date.now())

    // The acknowledgement of receipt (CRD art. 11(3)) was queued with the withdrawal.
    const row = await orderRow(app, bought.id)
    expect((await jobOf('mail.withdrawal', bought.id))?.payload).toEqual({ order: row.id })
    await runWithdrawalMailJob(bought.id)
    await runWithdrawalMailJob(bought.id) // a retried job mails nothing more
    const mail = await mailTo(app, member.email, 'withdrawal')
    expect(mail.subject).toContain(`We received your withdrawal — order ${bought.id}`)
    expect(mail.text).toContain(`Order number: ${bought.id}`)
    const sent = await app.db
      .select()
      .from(mails)
      .where(and(eq(mails.userId, member.user.id), eq(mails.kind, 'withdrawal')))
    expect(sent).toHaveLength(1)

    await runRefundJob(bought.id)
    await runRefundJob(bought.id) // a retried job refunds nothing more
    const payment = await app.payments.test?.row(testPaymentId(bought))
    expect(payment?.refundedCents).toBe(withdrawn.refund?.cents)
    const after = await transactionOf(member.client, bought.id)
    expect(after.status).toBe(withdrawn.refund?.cents === 1995 ? 'refunded' : 'paid')
    expect(Date.parse(after.premium_until ?? '')).toBeLessThanOrEqual(Date.now())

    const again = await member.client.post('/api/withdraw.php', { order: bought.id })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ error: { code: 'order.withdrawal_closed' } })
  })

  it('refuses credits, another member and after 14 days', async () => {
    const [member, other] = [await signUp(app), await signUp(app)]
    const credits = await order(member)
    await checkout(member.client, credits, 'paid')
    const refused = await member.client.post('/api/withdraw.php', { order: credits.id })
    expect(refused.statusCode).toBe(409)

    const premium = await order(member, { product: { kind: 'premium', plan: 'premium-3' } })
    await checkout(member.client, premium, 'paid')
    const byOther = await other.client.post('/api/withdraw.php', { order: premium.id })
    expect(byOther.statusCode).toBe(404)
    await app.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orders.publicId, premium.id))
    const late = await member.client.post('/api/withdraw.php', { order: premium.id })
    expect(late.statusCode).toBe(409)
    // Nothing was withdrawn, so nothing is acknowledged.
    expect(await jobOf('mail.withdrawal', credits.id)).toBeUndefined()
    expect(await jobOf('mail.withdrawal', premium.id)).toBeUndefined()
  })
})

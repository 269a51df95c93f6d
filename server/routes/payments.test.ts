// Credits, premium and payments through the API (issue 12), with the built-in test checkout
// driving the same webhook path Mollie does: a payment applied once whatever the repetition
// and order of webhooks and returns; failed, canceled and retried payments; refunds and
// chargebacks; amounts and VAT in cents; discount codes; premium; withdrawing, with its
// refund and acknowledgement mail; who sees which order.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiscountCode, ShopResponse, Transaction } from '../../src/contract/shop'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { creditLedger, jobs, mails, memberDiscounts, orders, testPayments } from '../db/schema'
import { creditBalance } from '../domain/credits/credit-balance'
import { withdrawalMailHandler } from '../domain/mail/withdrawal'
import { refundOrder } from '../domain/payments/sync-order'
import { refundJobHandler } from '../domain/payments/withdrawal'
import { mailTo, signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { checkout, order, orderBody, testPaymentId, transactionOf, webhook } from '../test/payments'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(async () => {
  await app.close()
})

async function user(member: Member): Promise<UserResponse> {
  return (await member.client.get('/api/user.php')).json<UserResponse>()
}

async function purchaseRows(orderId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.publicId, orderId))
  if (row === undefined) throw new Error(`no order ${orderId}`)
  return app.db.select().from(creditLedger).where(eq(creditLedger.orderId, row.id))
}

const sync = () => {
  const provider = app.payments.provider
  if (provider === null) throw new Error('no provider')
  return { db: app.db, provider, events: app.events }
}

describe('GET /api/shop.php', () => {
  it('prices packages and plans per payment country, VAT included, with its methods', async () => {
    const visitor = new TestClient(app)
    const nl = (await visitor.get('/api/shop.php?country=NL')).json<ShopResponse>()
    expect(nl).toMatchObject({
      country: 'NL',
      currency: 'EUR',
      vat_rate: 2100,
      methods: ['ideal', 'creditcard'],
      test_mode: true,
      message_cost: 10,
    })
    expect(nl.packages.find((item) => item.most_chosen)).toMatchObject({
      id: 'credits-250',
      credits: 250,
      price: { cents: 2995, currency: 'EUR' },
    })
    expect(nl.plans.map((plan) => plan.months)).toEqual([1, 3, 12])
    const be = (await visitor.get('/api/shop.php?country=BE')).json<ShopResponse>()
    expect(be.methods).toEqual(['bancontact', 'creditcard'])
    const de = (await visitor.get('/api/shop.php?country=DE')).json<ShopResponse>()
    expect(de).toMatchObject({ vat_rate: 1900, methods: ['creditcard', 'paypal'] })
    const pl = (await visitor.get('/api/shop.php?country=PL')).json<ShopResponse>()
    expect(pl).toMatchObject({ currency: 'PLN', methods: ['creditcard'] })
    expect(pl.packages[0]?.price).toEqual({ cents: 6495, currency: 'PLN' })

    const refused = await visitor.get('/api/shop.php?country=US')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { code: 'shop.country_not_sold' } })
  })
})

describe('buying credits with the test checkout', () => {
  it('adds the credits once when paid, and shows the order to its member', async () => {
    const member = await signUp(app)
    const before = await user(member)
    expect(before.paid_user).toBe(false)
    const made = await order(member, { return_to: '/chats/12' })
    expect(made).toMatchObject({
      status: 'open',
      credits: 250,
      price: { cents: 2995, currency: 'EUR' },
      vat: { cents: 520, currency: 'EUR' },
      test_mode: true,
      mine: true,
      return_to: '/chats/12',
    })
    expect(made.id).toMatch(/^ord_[A-Za-z0-9_-]{22}$/)
    expect(made.checkout_url).toMatch(/\/test-checkout\/tst_/)

    await checkout(member.client, made, 'paid')
    const paid = await transactionOf(member.client, made.id)
    expect(paid).toMatchObject({
      status: 'paid',
      checkout_url: null,
      balance: before.credits + 250,
    })
    expect(paid.paid).not.toBeNull()
    const after = await user(member)
    expect(after.credits).toBe(before.credits + 250)
    expect(after.paid_user).toBe(true)
    expect(await purchaseRows(made.id)).toMatchObject([{ delta: 250, reason: 'purchase' }])

    const list = (await member.client.get('/api/orders.php')).json<{ orders: Transaction[] }>()
    expect(list.orders.map((item) => item.id)).toEqual([made.id])
  })

  it('applies one payment once for 10 concurrent webhooks', async () => {
    const member = await signUp(app)
    const made = await order(member)
    const paymentId = testPaymentId(made)
    await app.payments.test?.settle(paymentId, 'paid')
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(app, paymentId)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    expect(await purchaseRows(made.id)).toHaveLength(1)
    expect(await creditBalance(app.db, member.user.id)).toBe(250)
    // Later repetitions, in any order with the member's return, change nothing.
    await transactionOf(member.client, made.id)
    await webhook(app, paymentId)
    expect(await purchaseRows(made.id)).toHaveLength(1)
  })

  it('shows the outcome to a member who returns before the webhook', async () => {
    const member = await signUp(app)
    const made = await order(member)
    // The provider has it paid, but no webhook came yet.
    await app.payments.test?.settle(testPaymentId(made), 'paid')
    const returned = await transactionOf(member.client, made.id)
    expect(returned).toMatchObject({ status: 'paid', balance: 250 })
    await webhook(app, testPaymentId(made))
    expect(await purchaseRows(made.id)).toHaveLength(1)
  })

  it('adds nothing for a failed, canceled or expired payment; a retry then pays', async () => {
    const member = await signUp(app)
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const made = await order(member)
      await checkout(member.client, made, outcome)
      expect(await transactionOf(member.client, made.id)).toMatchObject({
        status: outcome,
        checkout_url: null,
        balance: 0,
      })
      expect(await purchaseRows(made.id)).toEqual([])
    }
    const open = await order(member)
    await checkout(member.client, open, 'open')
    expect((await transactionOf(member.client, open.id)).status).toBe('open')
    // Left open for longer than a checkout lasts, it expires as at Mollie.
    await app.db
      .update(testPayments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(testPayments.id, testPaymentId(open)))
    await webhook(app, testPaymentId(open))
    expect((await transactionOf(member.client, open.id)).status).toBe('expired')

    const retry = await order(member)
    await checkout(member.client, retry, 'paid')
    expect(await creditBalance(app.db, member.user.id)).toBe(250)
    // A settled test payment cannot be settled again.
    const again = await member.client.post('/api/test_checkout.php', {
      id: testPaymentId(retry),
      outcome: 'failed',
    })
    expect(again.statusCode).toBe(409)
  })

  it('answers the same order for a retried POST and refuses the key for another', async () => {
    const member = await signUp(app)
    const body = orderBody()
    const answers = await Promise.all(
      [1, 2, 3].map(() => member.client.post('/api/orders.php', body)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
    const ids = new Set(answers.map((answer) => answer.json<Transaction>().id))
    expect(ids.size).toBe(1)
    const rows = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, member.user.id), eq(orders.clientKey, body.client_key)))
    expect(rows).toHaveLength(1)
    const payments = await app.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.orderId, rows[0]?.publicId ?? ''))
    expect(payments).toHaveLength(1)

    const other = await member.client.post('/api/orders.php', {
      ...body,
      product: { kind: 'credits', package: 'credits-100' },
    })
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({ error: { code: 'order.client_key_reused' } })
  })

  it('prices VAT exactly in cents for NL, BE and DE, and refuses what is not sold', async () => {
    const member = await signUp(app)
    const cases = [
      { country: 'NL', method: 'ideal', vat: 259, rate: 2100 },
      { country: 'BE', method: 'bancontact', vat: 259, rate: 2100 },
      { country: 'DE', method: 'paypal', vat: 239, rate: 1900 },
    ] as const
    for (const { country, method, vat, rate } of cases) {
      const made = await order(member, {
        country,
        method,
        product: { kind: 'credits', package: 'credits-100' },
      })
      expect(made).toMatchObject({
        country,
        method,
        price: { cents: 1495, currency: 'EUR' },
        vat: { cents: vat },
        vat_rate: rate,
      })
    }
    const wrongMethod = await member.client.post(
      '/api/orders.php',
      orderBody({ country: 'DE', method: 'ideal' }),
    )
    expect(wrongMethod.json()).toMatchObject({ error: { code: 'shop.method_not_offered' } })
    const unknown = await member.client.post(
      '/api/orders.php',
      orderBody({ product: { kind: 'credits', package: 'credits-7' } }),
    )
    expect(unknown.statusCode).toBe(404)
    const noWaiver = await member.client.post('/api/orders.php', {
      ...orderBody(),
      waive_withdrawal: false,
    })
    expect(noWaiver.statusCode).toBe(400)
    const elsewhere = await member.client.post(
      '/api/orders.php',
      orderBody({ return_to: '//evil.example' }),
    )
    expect(elsewhere.statusCode).toBe(400)
  })
})

describe('refunds and chargebacks', () => {
  it('takes the credits back; a chargeback may leave the balance below zero', async () => {
    const member = await signUp(app)
    const first = await order(member, { product: { kind: 'credits', package: 'credits-100' } })
    await checkout(member.client, first, 'paid')
    const [row] = await app.db.select().from(orders).where(eq(orders.publicId, first.id))
    if (row === undefined) throw new Error('no order')

    // Half of it refunded: half the credits go.
    await refundOrder(sync(), row, 747)
    expect(await creditBalance(app.db, member.user.id)).toBe(50)
    expect((await transactionOf(member.client, first.id)).status).toBe('paid')
    // The rest: all of them, and the order is refunded.
    const partly = (await app.db.select().from(orders).where(eq(orders.id, row.id)))[0]
    if (partly === undefined) throw new Error('no order')
    await refundOrder(sync(), partly)
    expect(await creditBalance(app.db, member.user.id)).toBe(0)
    expect((await transactionOf(member.client, first.id)).status).toBe('refunded')
    await webhook(app, testPaymentId(first)) // the provider's own webhook later: nothing more
    expect(await creditBalance(app.db, member.user.id)).toBe(0)

    const second = await order(member)
    await checkout(member.client, second, 'paid')
    // The member spends 200 of the 250, then the bank takes the payment back.
    await app.db
      .insert(creditLedger)
      .values({ memberId: member.user.id, delta: -200, reason: 'test_spend' })
    await app.payments.test?.chargeBack(testPaymentId(second))
    await webhook(app, testPaymentId(second))
    await webhook(app, testPaymentId(second))
    expect(await creditBalance(app.db, member.user.id)).toBe(-200)
    expect((await transactionOf(member.client, second.id)).status).toBe('charged_back')
    expect((await user(member)).paid_user).toBe(false)
  })
})

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
    expect((await user(member)).paid_user).toBe(true)

    const second = await order(member, { product: { kind: 'premium', plan: 'premium-3' } })
    await checkout(member.client, second, 'paid')
    const twice = await transactionOf(member.client, second.id)
    expect(Date.parse(twice.premium_until ?? '') - until).toBeGreaterThan(88 * 86_400_000)
  })
})

describe('withdrawing from premium (the EU withdrawal function)', () => {
  async function jobOf(kind: 'payment.refund' | 'mail.withdrawal', orderId: string) {
    const [row] = await app.db.select().from(orders).where(eq(orders.publicId, orderId))
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, `order:${row?.id ?? 0}`)))
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
    const [row] = await app.db.select().from(orders).where(eq(orders.publicId, bought.id))
    expect((await jobOf('mail.withdrawal', bought.id))?.payload).toEqual({ order: row?.id })
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

describe('who sees an order', () => {
  it('shows an order to its member; another member gets 404, a visitor no figures', async () => {
    const [alice, bob] = [await signUp(app), await signUp(app)]
    const made = await order(alice)
    const byBob = await bob.client.get(`/api/transaction.php?id=${made.id}`)
    expect(byBob.statusCode).toBe(404)
    expect((await bob.client.get('/api/orders.php')).json()).toEqual({ orders: [] })
    const visitor = await transactionOf(new TestClient(app), made.id)
    expect(visitor).toMatchObject({ id: made.id, mine: false, balance: null, premium_until: null })
    const guessed = await new TestClient(app).get(`/api/transaction.php?id=ord_${randomUUID()}`)
    expect(guessed.statusCode).toBe(404)
    expect((await new TestClient(app).get('/api/orders.php')).statusCode).toBe(403)
    const anonymousOrder = await new TestClient(app).post('/api/orders.php', orderBody())
    expect(anonymousOrder.statusCode).toBe(403)
  })

  it('answers 200 without asking the provider for a payment id that is not ours', async () => {
    const answer = await webhook(app, 'tr_notours')
    expect(answer.statusCode).toBe(200)
  })
})

describe('in production without a Mollie key', () => {
  it('refuses the test checkout and takes no orders', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', RATE_LIMIT_FACTOR: '100' })
    try {
      expect(production.payments.provider).toBeNull()
      const member = await signUp(production)
      const shop = (await member.client.get('/api/shop.php')).json<ShopResponse>()
      expect(shop.test_mode).toBe(false)
      const refused = await member.client.post('/api/orders.php', orderBody())
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({ error: { code: 'payment.provider_unavailable' } })
      const checkoutPage = await member.client.get('/api/test_checkout.php?id=tst_x')
      expect(checkoutPage.statusCode).toBe(404)
      const settle = await member.client.post('/api/test_checkout.php', {
        id: 'tst_x',
        outcome: 'paid',
      })
      expect(settle.statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})

describe('with a Mollie key', () => {
  it('sells through Mollie, in its live or test mode, and has no test checkout', async () => {
    const live = await buildTestApp({
      NODE_ENV: 'production',
      MOLLIE_API_KEY: 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      RATE_LIMIT_FACTOR: '100',
    })
    try {
      expect(live.payments.provider).toMatchObject({ name: 'mollie', testMode: false })
      expect(live.payments.test).toBeNull()
      const shop = (await new TestClient(live).get('/api/shop.php?country=NL')).json<ShopResponse>()
      expect(shop.test_mode).toBe(false)
      const checkoutPage = await new TestClient(live).get('/api/test_checkout.php?id=tst_x')
      expect(checkoutPage.statusCode).toBe(404)
    } finally {
      await live.close()
    }
  })
})

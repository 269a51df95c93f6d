// Buying credits through the API (issue 12), with the built-in test checkout driving the same
// webhook path Mollie does: the shop's prices; a payment applied once whatever the repetition
// and order of webhooks and returns; failed, canceled and retried payments; refunds and
// chargebacks; amounts and VAT in cents; who sees which order; production without and with a
// Mollie key. Discount codes, premium and withdrawing are payments-premium.test.ts's.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopResponse, Transaction } from '../../src/contract/shop'
import type { App } from '../app'
import { creditLedger, orders, testPayments } from '../db/schema'
import { creditBalance } from '../domain/credits/credit-balance'
import { refundOrder } from '../domain/payments/sync-order'
import { signUp, TestClient, userOf, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import {
  checkout,
  order,
  orderBody,
  orderRow,
  testPaymentId,
  transactionOf,
  webhook,
} from '../test/payments'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => app.close())

async function purchaseRows(orderId: string) {
  const row = await orderRow(app, orderId)
  return app.db.select().from(creditLedger).where(eq(creditLedger.orderId, row.id))
}

const CREDITS_100 = { kind: 'credits', package: 'credits-100' } as const
const postOrder = (member: Member, body: unknown) => member.client.post('/api/orders.php', body)

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
    const chosen = nl.packages.find((item) => item.most_chosen)
    expect(chosen).toMatchObject({ id: 'credits-250', credits: 250 })
    expect(chosen?.price).toEqual({ cents: 2995, currency: 'EUR' })
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
    const before = await userOf(member.client)
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
    const after = await userOf(member.client)
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
      const done = await transactionOf(member.client, made.id)
      expect(done).toMatchObject({ status: outcome, checkout_url: null, balance: 0 })
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
    const settle = { id: testPaymentId(retry), outcome: 'failed' }
    expect((await member.client.post('/api/test_checkout.php', settle)).statusCode).toBe(409)
  })

  it('answers the same order for a retried POST and refuses the key for another', async () => {
    const member = await signUp(app)
    const body = orderBody()
    const answers = await Promise.all([1, 2, 3].map(() => postOrder(member, body)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
    const ids = new Set(answers.map((answer) => answer.json<Transaction>().id))
    expect(ids.size).toBe(1)
    const mine = and(eq(orders.memberId, member.user.id), eq(orders.clientKey, body.client_key))
    const rows = await app.db.select().from(orders).where(mine)
    expect(rows).toHaveLength(1)
    const paymentOf = eq(testPayments.orderId, rows[0]?.publicId ?? '')
    expect(await app.db.select().from(testPayments).where(paymentOf)).toHaveLength(1)

    const other = await postOrder(member, { ...body, product: CREDITS_100 })
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
      const made = await order(member, { country, method, product: CREDITS_100 })
      expect(made).toMatchObject({
        country,
        method,
        price: { cents: 1495, currency: 'EUR' },
        vat: { cents: vat },
        vat_rate: rate,
      })
    }
    const wrongMethod = await postOrder(member, orderBody({ country: 'DE', method: 'ideal' }))
    expect(wrongMethod.json()).toMatchObject({ error: { code: 'shop.method_not_offered' } })
    const unknown = orderBody({ product: { kind: 'credits', package: 'credits-7' } })
    expect((await postOrder(member, unknown)).statusCode).toBe(404)
    const noWaiver = { ...orderBody(), waive_withdrawal: false }
    expect((await postOrder(member, noWaiver)).statusCode).toBe(400)
    const elsewhere = orderBody({ return_to: '//evil.example' })
    expect((await postOrder(member, elsewhere)).statusCode).toBe(400)
  })
})

describe('refunds and chargebacks', () => {
  it('takes the credits back; a chargeback may leave the balance below zero', async () => {
    const member = await signUp(app)
    const first = await order(member, { product: CREDITS_100 })
    await checkout(member.client, first, 'paid')
    const row = await orderRow(app, first.id)

    // Half of it refunded: half the credits go.
    await refundOrder(sync(), row, 747)
    expect(await creditBalance(app.db, member.user.id)).toBe(50)
    expect((await transactionOf(member.client, first.id)).status).toBe('paid')
    // The rest: all of them, and the order is refunded.
    await refundOrder(sync(), await orderRow(app, first.id))
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
    expect((await userOf(member.client)).paid_user).toBe(false)
  })
})

describe('who sees an order', () => {
  it('shows an order to its member; another member gets 404, a visitor no figures', async () => {
    const [alice, bob] = [await signUp(app), await signUp(app)]
    const made = await order(alice)
    expect((await bob.client.get(`/api/transaction.php?id=${made.id}`)).statusCode).toBe(404)
    expect((await bob.client.get('/api/orders.php')).json()).toEqual({ orders: [] })
    const visitor = await transactionOf(new TestClient(app), made.id)
    expect(visitor).toMatchObject({ id: made.id, mine: false, balance: null, premium_until: null })
    const guessed = await new TestClient(app).get(`/api/transaction.php?id=ord_${randomUUID()}`)
    expect(guessed.statusCode).toBe(404)
    expect((await new TestClient(app).get('/api/orders.php')).statusCode).toBe(403)
    expect((await new TestClient(app).post('/api/orders.php', orderBody())).statusCode).toBe(403)
  })

  it('answers 200 without asking the provider for a payment id that is not ours', async () => {
    expect((await webhook(app, 'tr_notours')).statusCode).toBe(200)
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
      const refused = await postOrder(member, orderBody())
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({ error: { code: 'payment.provider_unavailable' } })
      expect((await member.client.get('/api/test_checkout.php?id=tst_x')).statusCode).toBe(404)
      const settle = { id: 'tst_x', outcome: 'paid' }
      expect((await member.client.post('/api/test_checkout.php', settle)).statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})

describe('with a Mollie key', () => {
  it('sells through Mollie, in its live or test mode, and has no test checkout', async () => {
    const key = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'
    const env = { NODE_ENV: 'production', MOLLIE_API_KEY: key, RATE_LIMIT_FACTOR: '100' }
    const live = await buildTestApp(env)
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

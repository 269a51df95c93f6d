// The authorization table's shop: prices, discounts, orders, spending limits, withdrawal, the
// payment webhook and the test checkout, and the development tool that sets credits. B's
// orders, limits and bonus countdowns, even known to A by their id or key, stay B's.
import { expect } from 'vitest'
import { checkout, order, orderBody, testPaymentId, webhook } from '../payments'
import { byA, byB, get, inTurn, post } from './calls'
import { acrossMembers, me, type Entry, type World } from './harness'
import { rowsOf } from './rows'

/** Per member B: the client key, order id or payment id of B's order, made in `prepare`. */
const madeByB = new Map<number, string>()
const ofB = ({ b }: World) => madeByB.get(b.user.id) ?? ''

const limitOf = (cents: number) => ({ limit: { cents, currency: 'EUR' } })

export const paymentScopes: Record<string, Entry> = {
  'POST /api/dev/credits.php': {
    scope: 'dev',
    loggedOut: () => ({ payload: { credits: 0 } }),
    across: acrossMembers({
      act: byA(post('/api/dev/credits.php', { credits: 0 }), 200, async (_answer, { a }) => {
        expect((await me(a)).credits).toBe(0)
      }),
    }),
  },
  'GET /api/shop.php': {
    scope: 'viewer',
    // Prices for A's payment country; nothing of B.
    across: acrossMembers({ act: byA(get('/api/shop.php?country=NL'), 200) }),
  },
  'GET /api/discountcode.php': {
    scope: 'viewer',
    // A's countdown of a time bonus is A's own: B's, started earlier, stays as it was.
    across: acrossMembers({
      prepare: byB(get('/api/discountcode.php?code=BONUS50'), 200),
      act: inTurn(
        byA(get('/api/discountcode.php?code=BONUS50'), 200),
        byA(get('/api/discountcode.php?welcome=true'), 200),
      ),
    }),
  },
  'POST /api/orders.php': {
    scope: 'member',
    loggedOut: () => ({ payload: orderBody() }),
    // B's client key, sent by A, makes A's own order: B's order is not answered or touched.
    across: acrossMembers({
      prepare: async (world) => {
        const body = orderBody()
        await byB(post('/api/orders.php', body), 201)(world)
        madeByB.set(world.b.user.id, body.client_key)
      },
      act: byA(
        post('/api/orders.php', (world) => orderBody({ client_key: ofB(world) })),
        201,
        async (answer, { app, a }) => {
          const [mine] = (await rowsOf(app.db, a.user.id)).orders
          expect(mine?.publicId).toBe((answer as { id: string }).id)
        },
      ),
    }),
  },
  'GET /api/orders.php': {
    scope: 'member',
    loggedOut: () => ({}),
    across: acrossMembers({
      prepare: ({ b }) => order(b),
      act: byA(get('/api/orders.php'), 200, (answer) => expect(answer).toEqual({ orders: [] })),
    }),
  },
  'GET /api/spending.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A sees their own limit and spending, none of B's.
    across: acrossMembers({
      prepare: inTurn(byB(post('/api/spending.php', limitOf(4000)), 200), async ({ b }) => {
        await order(b)
      }),
      act: byA(get('/api/spending.php'), 200, { limit: null, spent: { cents: 0 }, months: [] }),
    }),
  },
  'POST /api/spending.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { limit: null } }),
    // A's limit is A's: B's stays as B set it.
    across: acrossMembers({
      prepare: byB(post('/api/spending.php', limitOf(4000)), 200),
      act: byA(post('/api/spending.php', limitOf(100)), 200),
    }),
  },
  'GET /api/transaction.php': {
    scope: 'viewer',
    // B's order id, even known, is not found for A.
    across: acrossMembers({
      prepare: async ({ b }) => madeByB.set(b.user.id, (await order(b)).id),
      act: byA(
        get((world) => `/api/transaction.php?id=${ofB(world)}`),
        404,
      ),
    }),
  },
  'POST /api/withdraw.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { order: 'ord_x' } }),
    // B's paid premium, withdrawn by A: not found, and B keeps premium.
    across: acrossMembers({
      prepare: async ({ b }) => {
        const bought = await order(b, { product: { kind: 'premium', plan: 'premium-1' } })
        await checkout(b.client, bought, 'paid')
        madeByB.set(b.user.id, bought.id)
      },
      act: byA(
        post('/api/withdraw.php', (world) => ({ order: ofB(world) })),
        404,
      ),
    }),
  },
  'POST /api/payment_webhook.php': {
    scope: 'public',
    // Only the payment's id is read; the server asks the provider. A posting B's payment id
    // changes nothing the provider does not say: B's open order stays open.
    across: acrossMembers({
      prepare: async ({ b }) => madeByB.set(b.user.id, testPaymentId(await order(b))),
      act: async (world) => {
        const response = await webhook(world.app, ofB(world))
        expect(response.statusCode).toBe(200)
        return [response.body]
      },
    }),
  },
  'GET /api/test_checkout.php': {
    scope: 'link',
    // The test payment's id is the proof, as on Mollie's test page; a guess is not found.
    across: acrossMembers({ act: byA(get('/api/test_checkout.php?id=tst_guessed'), 404) }),
  },
  'POST /api/test_checkout.php': {
    scope: 'link',
    across: acrossMembers({
      act: byA(post('/api/test_checkout.php', { id: 'tst_guessed', outcome: 'paid' }), 404),
    }),
  },
}

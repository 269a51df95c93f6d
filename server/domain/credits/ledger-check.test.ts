// The ledger check finds each kind of fault it names, and none in books that are right. The
// faults are made inside a transaction that is rolled back, so a shared PostgreSQL database
// stays right for `npm run ledger -- check` after the suite.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { Db } from '../../db/database'
import { creditLedger, orders } from '../../db/schema'
import { signUp } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { checkout, order } from '../../test/payments'
import { checkLedger } from './ledger-check'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(async () => {
  await app.close()
})

class Rollback extends Error {}

/** The problems checkLedger finds after `fault`, which is then undone. */
async function problemsAfter(fault: (tx: Db) => Promise<unknown>): Promise<string[]> {
  let problems: string[] = []
  await app.db
    .transaction(async (tx) => {
      await fault(tx)
      problems = (await checkLedger(tx)).problems
      throw new Rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error
    })
  return problems
}

describe('npm run ledger -- check', () => {
  it('finds nothing wrong in books that are right, and each fault it names', async () => {
    const member = await signUp(app)
    const paid = await order(member)
    await checkout(member.client, paid, 'paid')
    const open = await order(member)
    expect((await checkLedger(app.db)).problems).toEqual([])

    const [paidRow] = await app.db.select().from(orders).where(eq(orders.publicId, paid.id))
    const [openRow] = await app.db.select().from(orders).where(eq(orders.publicId, open.id))
    if (paidRow === undefined || openRow === undefined) throw new Error('no orders')
    const memberId = member.user.id

    expect(
      await problemsAfter((tx) =>
        tx.insert(creditLedger).values({ memberId, delta: 100, reason: 'purchase' }),
      ),
    ).toEqual([expect.stringContaining('without a credits order')])
    expect(
      await problemsAfter((tx) =>
        tx.delete(creditLedger).where(eq(creditLedger.orderId, paidRow.id)),
      ),
    ).toEqual([expect.stringContaining('without exactly one purchase row')])
    expect(
      await problemsAfter((tx) =>
        tx
          .insert(creditLedger)
          .values({ memberId, delta: 250, reason: 'purchase', orderId: openRow.id }),
      ),
    ).toEqual([expect.stringContaining('never paid')])
    expect(
      await problemsAfter((tx) =>
        tx
          .update(orders)
          .set({ refundedCents: paidRow.amountCents })
          .where(eq(orders.id, paidRow.id)),
      ),
    ).toEqual([expect.stringContaining('do not take back')])
    expect(
      await problemsAfter((tx) =>
        tx
          .update(orders)
          .set({ vatCents: paidRow.vatCents + 1 })
          .where(eq(orders.id, paidRow.id)),
      ),
    ).toEqual([expect.stringContaining('VAT')])
    expect(
      await problemsAfter((tx) =>
        tx.insert(creditLedger).values({ memberId, delta: -1000, reason: 'gift' }),
      ),
    ).toEqual([expect.stringContaining('below zero')])
  })
})

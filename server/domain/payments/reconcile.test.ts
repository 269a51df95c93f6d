// Orders whose webhook never came: the reconcile job made with every order asks the provider
// (here the test checkout, settled without its webhook) and applies its answer once, asks
// again later while the payment is open, and expires an order that never reached it.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Transaction } from '../../../src/contract/shop'
import type { App } from '../../app'
import { creditLedger, jobs, orders, testPayments } from '../../db/schema'
import type { TakenJob } from '../../jobs/job-worker'
import { signUp } from '../../test/accounts'
import { buildTestApp } from '../../test/app'
import { order, testPaymentId } from '../../test/payments'
import {
  nextLook,
  RECONCILE_AFTER_MS,
  RECONCILE_FOR_MS,
  RECONCILE_NEXT_MS,
  reconcileJobHandler,
} from './reconcile'

let app: App
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(async () => {
  await app.close()
})

const logged: { level: string; message: string }[] = []
const log = {
  warn: (_data: unknown, message: string) => logged.push({ level: 'warn', message }),
  error: (_data: unknown, message: string) => logged.push({ level: 'error', message }),
} as never

function handler(now = new Date()) {
  return reconcileJobHandler({
    db: app.db,
    events: () => app.events,
    provider: () => app.payments.provider,
    log,
    now: () => now,
  })
}

async function orderRow(made: Transaction) {
  const [row] = await app.db.select().from(orders).where(eq(orders.publicId, made.id))
  if (row === undefined) throw new Error(`no order ${made.id}`)
  return row
}

async function reconcileJobs(orderId: number) {
  return app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'payment.reconcile'), eq(jobs.key, `order:${orderId}`)))
}

/** Runs the order's waiting job as the worker would: taken (locked), handled, deleted. */
async function runJob(orderId: number, now = new Date()) {
  const [job] = await reconcileJobs(orderId)
  if (job === undefined) throw new Error(`no reconcile job for order ${orderId}`)
  await app.db
    .update(jobs)
    .set({ lockedUntil: new Date(Date.now() + 60_000) })
    .where(eq(jobs.id, job.id))
  const taken: TakenJob = {
    id: job.id,
    kind: job.kind,
    key: job.key,
    payload: job.payload,
    attempts: 1,
  }
  await handler(now)(taken)
  await app.db.delete(jobs).where(eq(jobs.id, job.id))
}

describe('the reconcile job', () => {
  it('is made with the order, for when most payments have expired', async () => {
    const member = await signUp(app)
    const made = await order(member)
    const row = await orderRow(made)
    const [job] = await reconcileJobs(row.id)
    expect(job?.payload).toEqual({ order: row.id, round: 0 })
    expect(job?.runAt.getTime()).toBe(row.createdAt.getTime() + RECONCILE_AFTER_MS)
  })

  it('applies a payment the webhook never told about, once', async () => {
    const member = await signUp(app)
    const made = await order(member)
    const row = await orderRow(made)
    await app.payments.test?.settle(testPaymentId(made), 'paid', 'ideal')

    await runJob(row.id)
    expect((await orderRow(made)).status).toBe('paid')
    const purchase = () =>
      app.db.select().from(creditLedger).where(eq(creditLedger.orderId, row.id))
    expect(await purchase()).toMatchObject([{ delta: 250, reason: 'purchase' }])
    expect(await reconcileJobs(row.id)).toEqual([])
    // Run again (a worker that died before deleting it): nothing more.
    await handler()({
      id: 0,
      kind: 'payment.reconcile',
      key: null,
      payload: { order: row.id, round: 0 },
      attempts: 2,
    })
    expect(await purchase()).toHaveLength(1)
  })

  it('asks again later while the payment is open, and expires it with the provider', async () => {
    const member = await signUp(app)
    const made = await order(member)
    const row = await orderRow(made)
    const now = new Date()
    await runJob(row.id, now)
    expect((await orderRow(made)).status).toBe('open')
    const [again] = await reconcileJobs(row.id)
    expect(again?.payload).toEqual({ order: row.id, round: 1 })
    expect(again?.runAt.getTime()).toBe(now.getTime() + RECONCILE_NEXT_MS[0])

    // The member left the checkout page: the test payment expires as Mollie's would.
    await app.db
      .update(testPayments)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(testPayments.id, testPaymentId(made)))
    await runJob(row.id)
    expect((await orderRow(made)).status).toBe('expired')
    expect(await reconcileJobs(row.id)).toEqual([])
  })

  it('expires an order that never reached the provider', async () => {
    const member = await signUp(app)
    const made = await order(member)
    const row = await orderRow(made)
    // As if the server stopped before it stored the provider's payment.
    await app.db
      .update(orders)
      .set({ providerPaymentId: null, checkoutUrl: null })
      .where(eq(orders.id, row.id))
    await runJob(row.id)
    expect((await orderRow(made)).status).toBe('expired')
  })

  it('leaves an order that is not open alone', async () => {
    const member = await signUp(app)
    const made = await order(member)
    const row = await orderRow(made)
    await app.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, row.id))
    await app.payments.test?.settle(testPaymentId(made), 'paid')
    await runJob(row.id)
    expect((await orderRow(made)).status).toBe('canceled')
  })
})

describe('nextLook', () => {
  const createdAt = new Date('2026-11-01T12:00:00Z')
  it('waits longer each round, then a day each time', () => {
    const now = new Date('2026-11-01T12:20:00Z')
    const waits = [0, 1, 2, 3, 9].map(
      (round) => (nextLook({ createdAt }, round, now)?.getTime() ?? 0) - now.getTime(),
    )
    expect(waits).toEqual([3_600_000, 21_600_000, 86_400_000, 86_400_000, 86_400_000])
  })

  it('stops asking once the order is older than RECONCILE_FOR_MS', () => {
    const late = new Date(createdAt.getTime() + RECONCILE_FOR_MS - 3_600_000)
    expect(nextLook({ createdAt }, 5, late)).toBeNull()
  })
})

// Orders whose webhook never came (issue 12): a provider's webhook can be lost — our server
// down for longer than the provider retries, a firewall, a member who never returns from the
// bank app — and an order left open would then never be paid, failed or expired here, though
// the money may have moved. So every order that goes to a provider gets a 'payment.reconcile'
// job, written in the transaction that makes the order: it asks the provider after
// RECONCILE_AFTER_MS (past the 15 minutes most methods stay open) and applies what it says,
// exactly as the webhook would (sync-order.ts). An order still open then (a card payment being
// checked, a bank that answers late) is asked again later: after an hour, six, a day, then
// daily, until the provider settles it or RECONCILE_FOR_MS has passed; then it is logged for
// the operator and left alone.
//
// An order that never reached the provider (the server stopped between making the order and
// storing the provider's payment id) has no payment anyone could pay: the member never got a
// checkout address. It expires.
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import { orders, type OrderRow } from '../../db/schema'
import { addJob, GiveUp, insertJob, type JobHandler } from '../../jobs/job-worker'
import type { EventBus } from '../events/event-bus'
import { UnknownPaymentError, type PaymentProvider } from './payment-provider'
import { syncOrder } from './sync-order'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** The first look, after an order is made. */
export const RECONCILE_AFTER_MS = 20 * MINUTE_MS
/** The waits between later looks at an order still open; the last one repeats. */
export const RECONCILE_NEXT_MS = [HOUR_MS, 6 * HOUR_MS, DAY_MS] as const
/** How long after its making an open order is still asked about. */
export const RECONCILE_FOR_MS = 30 * DAY_MS

const KIND = 'payment.reconcile'
const payloadSchema = z.object({ order: z.int().positive(), round: z.int().nonnegative() })

const jobKey = (orderId: number) => `order:${orderId}`

/** SQL that adds the first look at a new order (in the transaction that makes it). */
export function reconcileJob(orderId: number, createdAt: Date) {
  return insertJob(
    KIND,
    jobKey(orderId),
    { order: orderId, round: 0 },
    new Date(createdAt.getTime() + RECONCILE_AFTER_MS),
  )
}

/** When to look again after round `round` found the order open; null: stop asking. */
export function nextLook(order: Pick<OrderRow, 'createdAt'>, round: number, now: Date) {
  const wait = RECONCILE_NEXT_MS[Math.min(round, RECONCILE_NEXT_MS.length - 1)] ?? DAY_MS
  const at = new Date(now.getTime() + wait)
  return at.getTime() - order.createdAt.getTime() > RECONCILE_FOR_MS ? null : at
}

export interface ReconcileContext {
  db: Db
  /** Read when the job runs: the plugins that make these register after the job worker's. */
  events: () => EventBus
  /** The provider at the time the job runs (null: this process takes no payments). */
  provider: () => PaymentProvider | null
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>
  now?: () => Date
}

export function reconcileJobHandler(context: ReconcileContext): JobHandler {
  return async (job) => {
    const { order: orderId, round } = payloadSchema.parse(job.payload)
    const now = context.now?.() ?? new Date()
    const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId))
    if (order?.status !== 'open') return
    if (order.providerPaymentId === null) {
      await context.db
        .update(orders)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(eq(orders.id, order.id), eq(orders.status, 'open'), isNull(orders.providerPaymentId)),
        )
      return
    }
    const provider = context.provider()
    if (provider === null) throw new Error('no payment provider to ask')
    if (provider.name !== order.provider) {
      // Made with another provider (the test checkout before a key was set): nobody to ask.
      context.log.warn(
        { order: order.publicId, provider: order.provider },
        'open order of another provider',
      )
      return
    }
    let synced: OrderRow
    try {
      synced = await syncOrder({ db: context.db, provider, events: context.events() }, order)
    } catch (error) {
      if (error instanceof UnknownPaymentError) {
        context.log.error(
          { order: order.publicId },
          'the provider does not know this order’s payment',
        )
        throw new GiveUp(error.message)
      }
      throw error
    }
    if (synced.status !== 'open') return
    const at = nextLook(order, round, now)
    if (at === null) {
      context.log.error(
        { order: order.publicId, payment: order.providerPaymentId },
        'an order is still open at the provider after 30 days: look at it there',
      )
      return
    }
    await addJob(context.db, KIND, jobKey(order.id), { order: order.id, round: round + 1 }, at)
  }
}

// The withdrawal function (issue 12; Directive 2011/83/EU art. 9-14, and from 19 June 2026
// Directive 2023/2673's "withdraw from the contract here" button). Premium starts at once at
// the member's request, so withdrawing within 14 days ends it now and refunds the price less
// the days used (art. 14(3)). Credits have no withdrawal: the member agreed, before paying,
// that delivery starts at once and ends that right (art. 16(m)); their page says so.
//
// One short transaction ends the premium and records the refund owed together with a
// `payment.refund` job; the job asks the provider (outside any transaction, retried with
// backoff) and applies the payment as the provider then has it. The same transaction adds the
// `mail.withdrawal` job, the acknowledgement of receipt on a durable medium that art. 11(3)
// asks for without delay (domain/mail/withdrawal.ts), refund or not.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { WITHDRAWAL_DAYS } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { orders, users, type OrderRow } from '../../db/schema'
import { httpError } from '../api-error'
import { insertJob, type JobHandler } from '../../jobs/job-worker'
import { recordEvents } from '../events/member-events'
import type { OrderChange } from './apply-payment'
import type { EventBus } from '../events/event-bus'
import type { PaymentProvider } from './payment-provider'
import { divideRounded } from '../../../src/contract/prices'
import { syncOrder } from './sync-order'

const DAY_MS = 86_400_000

/** Until when `order` may be withdrawn from, or null when it may not. */
export function withdrawableUntil(order: OrderRow): Date | null {
  if (order.product !== 'premium' || order.status !== 'paid' || order.paidAt === null) return null
  if (order.withdrawnAt !== null) return null
  return new Date(order.paidAt.getTime() + WITHDRAWAL_DAYS * DAY_MS)
}

/** The price less the share of the period used by `now` (whole cents, half up). */
export function withdrawalRefund(order: OrderRow, now: Date): number {
  const from = order.premiumFrom?.getTime()
  const until = order.premiumUntil?.getTime()
  if (from === undefined || until === undefined || until <= from) return order.amountCents
  const used = Math.min(Math.max(0, now.getTime() - from), until - from)
  // Milliseconds would overflow a safe integer with the cents: count in whole seconds.
  const usedCents = divideRounded(
    order.amountCents * Math.round(used / 1000),
    Math.round((until - from) / 1000),
  )
  return order.amountCents - usedCents
}

export async function withdrawOrder(
  db: Db,
  memberId: number,
  publicId: string,
  now = new Date(),
): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.publicId, publicId), eq(orders.memberId, memberId)))
      .for('update')
    if (order === undefined) throw httpError(404, 'order.not_found', 'No such order')
    const until = withdrawableUntil(order)
    if (until === null || until <= now) {
      throw httpError(409, 'order.withdrawal_closed', 'This order can no longer be withdrawn from')
    }
    const refund = withdrawalRefund(order, now)
    // What is left of this order's period goes from the member's premium.
    const start = Math.max(now.getTime(), order.premiumFrom?.getTime() ?? now.getTime())
    const left = Math.max(0, (order.premiumUntil?.getTime() ?? start) - start)
    if (left > 0) {
      await tx
        .update(users)
        .set({ premiumUntil: sql`${users.premiumUntil} - make_interval(secs => ${left / 1000})` })
        .where(eq(users.id, memberId))
    }
    const [updated] = await tx
      .update(orders)
      .set({
        withdrawnAt: now,
        withdrawalRefundCents: refund,
        premiumUntil: new Date(start),
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), isNull(orders.withdrawnAt)))
      .returning()
    if (updated === undefined) throw new Error('order changed under its lock')
    if (refund > 0) {
      await tx.execute(
        insertJob('payment.refund', `order:${order.id}`, { order: order.id, cents: refund }, now),
      )
    }
    await tx.execute(insertJob('mail.withdrawal', `order:${order.id}`, { order: order.id }, now))
    const events = await recordEvents(tx, [{ memberId, type: 'account', data: {} }])
    return { order: updated, events }
  })
}

const refundPayloadSchema = z.object({ order: z.int().positive(), cents: z.int().positive() })

export interface RefundJobContext {
  db: Db
  /** Read when the job runs: the plugins that make these register after the job worker's. */
  events: () => EventBus
  /** The provider at the time the job runs (null: this process takes no payments). */
  provider: () => PaymentProvider | null
}

/**
 * Refunds what a withdrawal owes. Safe to run again: it refunds only what the provider has not
 * refunded yet, so a retry after a crash between the refund and the job's end pays nothing twice.
 */
export function refundJobHandler(context: RefundJobContext): JobHandler {
  return async (job) => {
    const { order: orderId, cents } = refundPayloadSchema.parse(job.payload)
    const provider = context.provider()
    if (provider === null) throw new Error('no payment provider to refund with')
    const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId))
    if (order?.providerPaymentId == null) return
    const payment = await provider.getPayment(order.providerPaymentId)
    const owed = cents - payment.refundedCents
    if (owed > 0) {
      await provider.refund(order.providerPaymentId, owed, `Withdrawal ${order.publicId}`)
    }
    await syncOrder({ db: context.db, provider, events: context.events() }, order)
  }
}

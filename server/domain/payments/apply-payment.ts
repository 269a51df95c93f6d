// Applying what the provider says about a payment to its order (issue 12), once, whatever
// order and however often the webhook and the member's return arrive. One short transaction
// locks the order row, works out the order's status from the payment, and writes what that
// status means and is not yet written: the purchase's ledger row (unique per order), what a
// refund or chargeback takes back, the premium period, the code that was used. Running it
// again with the same payment changes nothing. The provider is asked before, never inside.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { OrderStatus } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import {
  CHARGEBACK_REASON,
  creditLedger,
  memberDiscounts,
  orders,
  PURCHASE_REASON,
  REFUND_REASON,
  users,
  type OrderRow,
} from '../../db/schema'
import { creditBalance } from '../credits/credit-balance'
import { insertJob } from '../../jobs/job-worker'
import { recordEvents, type EventDraft, type StoredEvent } from '../events/member-events'
import type { ProviderPayment } from './payment-provider'
import { divideRounded } from '../../../src/contract/prices'

/** The payment does not belong to the order it claims (amount or currency differ). */
export class PaymentMismatchError extends Error {
  override name = 'PaymentMismatchError'
}

/** The order's status the payment gives, from the one it has. */
export function statusFromPayment(current: OrderStatus, payment: ProviderPayment): OrderStatus {
  switch (payment.status) {
    case 'paid':
      if (payment.chargedBackCents > 0) return 'charged_back'
      if (payment.refundedCents >= payment.amountCents && payment.amountCents > 0) return 'refunded'
      return 'paid'
    case 'failed':
    case 'canceled':
    case 'expired':
      // A final "no" only ends an order still waiting; a paid order stays paid.
      return current === 'open' ? payment.status : current
    case 'open':
    case 'pending':
    case 'authorized':
      return current
  }
}

/** Credits a refund or chargeback takes back: all of them, or the refunded share. */
export function creditsToReverse(order: OrderRow, payment: ProviderPayment): number {
  if (payment.chargedBackCents > 0) return order.credits
  if (payment.refundedCents <= 0 || order.amountCents === 0) return 0
  const refunded = Math.min(payment.refundedCents, order.amountCents)
  return divideRounded(order.credits * refunded, order.amountCents)
}

const PAID_STATES: readonly OrderStatus[] = ['paid', 'refunded', 'charged_back']

/**
 * Whether the order already shows what the payment says: then applying it would write nothing,
 * and a repeated webhook or return needs no transaction at all (a storm of repeats costs reads).
 */
export function alreadyApplied(order: OrderRow, payment: ProviderPayment): boolean {
  const status = statusFromPayment(order.status, payment)
  return (
    status === order.status &&
    payment.refundedCents === order.refundedCents &&
    payment.chargedBackCents === order.chargedBackCents &&
    (payment.method ?? order.method) === order.method &&
    (status !== 'open' || (payment.checkoutUrl ?? order.checkoutUrl) === order.checkoutUrl) &&
    (!PAID_STATES.includes(status) || order.paidAt !== null)
  )
}

/** An order as a change left it, and the events that tell its member (sent after commit). */
export interface OrderChange {
  order: OrderRow
  events: StoredEvent[]
}

export async function applyPayment(
  db: Db,
  orderId: number,
  payment: ProviderPayment,
  now = new Date(),
): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (order === undefined) throw new Error(`order ${orderId} not found`)
    if (payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
      throw new PaymentMismatchError(
        `payment ${payment.id} is ${payment.amountCents} ${payment.currency}, order ${order.publicId} ${order.amountCents} ${order.currency}`,
      )
    }
    const status = statusFromPayment(order.status, payment)
    const events: EventDraft[] = []
    const paid = PAID_STATES.includes(status)
    const firstPaid = paid && order.paidAt === null
    let premium = { premiumFrom: order.premiumFrom, premiumUntil: order.premiumUntil }
    if (order.product === 'credits') await applyToCredits(tx, order, payment, paid, now, events)
    else premium = await applyToPremium(tx, order, status, firstPaid, now, events)
    if (firstPaid) await applyFirstPayment(tx, order, now, events)

    const changes = {
      status,
      paidAt: firstPaid ? now : order.paidAt,
      refundedCents: payment.refundedCents,
      chargedBackCents: payment.chargedBackCents,
      method: payment.method ?? order.method,
      checkoutUrl: status === 'open' ? (payment.checkoutUrl ?? order.checkoutUrl) : null,
      ...premium,
    }
    // A repeated webhook or return writes nothing at all.
    const same = (Object.keys(changes) as Array<keyof typeof changes>).every((key) => {
      const before = order[key]
      const after = changes[key]
      return before instanceof Date && after instanceof Date
        ? before.getTime() === after.getTime()
        : before === after
    })
    if (same && events.length === 0) return { order, events: [] }
    const [updated] = await tx
      .update(orders)
      .set({ ...changes, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning()
    if (updated === undefined) throw new Error('order row vanished under its lock')
    return { order: updated, events: await recordEvents(tx, dedupe(events)) }
  })
}

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>

/** A credits order: its purchase row once paid, what a refund or chargeback takes back. */
async function applyToCredits(
  tx: Executor,
  order: OrderRow,
  payment: ProviderPayment,
  paid: boolean,
  now: Date,
  events: EventDraft[],
): Promise<void> {
  const credited = await ledgerOfOrder(tx, order.id)
  if (paid && !credited.purchased) {
    await tx.insert(creditLedger).values({
      memberId: order.memberId,
      delta: order.credits,
      reason: PURCHASE_REASON,
      orderId: order.id,
      createdAt: now,
    })
  }
  const reverse = paid ? creditsToReverse(order, payment) - credited.reversed : 0
  if (reverse > 0) {
    await tx.insert(creditLedger).values({
      memberId: order.memberId,
      delta: -reverse,
      reason: payment.chargedBackCents > 0 ? CHARGEBACK_REASON : REFUND_REASON,
      orderId: order.id,
      createdAt: now,
    })
  }
  if ((paid && !credited.purchased) || reverse > 0) {
    const balance = await creditBalance(tx, order.memberId)
    events.push({ memberId: order.memberId, type: 'balance', data: { balance } })
  }
}

/**
 * A premium order: the period its first payment starts, and what a full refund or chargeback
 * takes back of it. Answers the order's period as it is now.
 */
async function applyToPremium(
  tx: Executor,
  order: OrderRow,
  status: OrderStatus,
  firstPaid: boolean,
  now: Date,
  events: EventDraft[],
): Promise<{ premiumFrom: Date | null; premiumUntil: Date | null }> {
  let premiumFrom = order.premiumFrom
  let premiumUntil = order.premiumUntil
  if (firstPaid) {
    // The period starts now, or where the member's premium ends if it still runs.
    const [member] = await tx
      .select({ premiumUntil: users.premiumUntil })
      .from(users)
      .where(eq(users.id, order.memberId))
      .for('update')
    const running = member?.premiumUntil && member.premiumUntil > now ? member.premiumUntil : now
    premiumFrom = running
    premiumUntil = addMonths(running, order.months)
    await tx.update(users).set({ premiumUntil }).where(eq(users.id, order.memberId))
    events.push({ memberId: order.memberId, type: 'account', data: {} })
  }
  const fullyReversed = status === 'refunded' || status === 'charged_back'
  const wasReversed = order.status === 'refunded' || order.status === 'charged_back'
  if (fullyReversed && !wasReversed && premiumFrom && premiumUntil) {
    // Takes back what is left of this order's period (all of it if it has not begun).
    const left = premiumUntil.getTime() - Math.max(now.getTime(), premiumFrom.getTime())
    if (left > 0) {
      await tx
        .update(users)
        .set({
          premiumUntil: sql`${users.premiumUntil} - make_interval(secs => ${left / 1000})`,
        })
        .where(eq(users.id, order.memberId))
      events.push({ memberId: order.memberId, type: 'account', data: {} })
    }
  }
  return { premiumFrom, premiumUntil }
}

/** What the order's first payment does besides its product: the code used, the receipt. */
async function applyFirstPayment(
  tx: Executor,
  order: OrderRow,
  now: Date,
  events: EventDraft[],
): Promise<void> {
  if (order.discountCode !== null && order.discountSource !== 'welcome') {
    await tx
      .update(memberDiscounts)
      .set({ usedOrderId: order.id })
      .where(
        and(
          eq(memberDiscounts.memberId, order.memberId),
          eq(memberDiscounts.code, order.discountCode),
          isNull(memberDiscounts.usedOrderId),
        ),
      )
  }
  // The receipt mail, once per order, in the transaction that makes it paid.
  await tx.execute(insertJob('mail.receipt', `order:${order.id}`, { order: order.id }, now))
  if (order.product === 'credits' && events.length > 0) {
    // paid_user changes with the first purchase: tabs load user.php again.
    events.push({ memberId: order.memberId, type: 'account', data: {} })
  }
}

/** One event per type and member: the last balance, one account change. */
function dedupe(events: EventDraft[]): EventDraft[] {
  const byKey = new Map<string, EventDraft>()
  for (const event of events) byKey.set(`${event.memberId}:${event.type}`, event)
  return [...byKey.values()]
}

async function ledgerOfOrder(
  tx: Pick<Db, 'select'>,
  orderId: number,
): Promise<{ purchased: boolean; reversed: number }> {
  const rows = await tx
    .select({ reason: creditLedger.reason, delta: creditLedger.delta })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.orderId, orderId),
        inArray(creditLedger.reason, [PURCHASE_REASON, REFUND_REASON, CHARGEBACK_REASON]),
      ),
    )
  return {
    purchased: rows.some((row) => row.reason === PURCHASE_REASON),
    reversed: -rows
      .filter((row) => row.reason !== PURCHASE_REASON)
      .reduce((sum, row) => sum + row.delta, 0),
  }
}

/** `months` calendar months later (31 Jan + 1 month = the last day of February). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

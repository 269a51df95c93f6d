// A member's orders as the API shows them (issue 12): their list, one order by its unguessable
// id (the return page, which asks the provider about an open payment at most every few
// seconds: sync-throttle.ts), and withdrawing from one (withdrawal.ts). Placing an order is
// checkout.ts's.
import type { FastifyBaseLogger } from 'fastify'
import type { Transaction } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import type { EventBus } from '../events/event-bus'
import { orderByPublicId, ordersOf } from './orders'
import type { PaymentProvider } from './payment-provider'
import { syncOrder } from './sync-order'
import type { SyncThrottle } from './sync-throttle'
import { inTestMode, ownerFigures, transactionView } from './transaction-view'
import { withdrawOrder } from './withdrawal'

export interface OrdersContext {
  db: Db
  /** Null: this server takes no payments. */
  provider: PaymentProvider | null
  events: EventBus
}

/** The member's latest orders, newest first. */
export async function memberOrders(
  context: OrdersContext,
  memberId: number,
): Promise<{ orders: Transaction[] }> {
  const rows = await ordersOf(context.db, memberId)
  const owner = await ownerFigures(context.db, memberId)
  return {
    orders: rows.map((row) =>
      transactionView(row, { testMode: inTestMode(row, context.provider), owner }),
    ),
  }
}

export interface OrderQuestion {
  publicId: string
  /** Null: a visitor (the id alone shows the status; the owner's figures are not shown). */
  viewerId: number | null
  throttle: SyncThrottle
  log: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * One order by its public id, brought up to date with the provider while it is open. Another
 * member's order is not found: its id is a secret of the member who made it.
 */
export async function visibleOrder(
  context: OrdersContext,
  asked: OrderQuestion,
): Promise<Transaction> {
  const { db, provider } = context
  let order = await orderByPublicId(db, asked.publicId)
  if (order === undefined || (asked.viewerId !== null && asked.viewerId !== order.memberId)) {
    throw httpError(404, 'order.not_found', 'No such order')
  }
  if (order.status === 'open' && provider !== null && asked.throttle.claim(order.id)) {
    try {
      order = await syncOrder({ db, provider, events: context.events }, order)
    } catch (error) {
      // The webhook will bring it; the page asks again.
      asked.log.warn({ err: error, order: order.publicId }, 'asking the provider failed')
    }
  }
  const mine = asked.viewerId !== null && asked.viewerId === order.memberId
  return transactionView(order, {
    testMode: inTestMode(order, provider),
    owner: mine ? await ownerFigures(db, order.memberId) : null,
  })
}

/** Withdraws from the member's order (premium within 14 days), and shows it. */
export async function withdrawMemberOrder(
  context: OrdersContext,
  memberId: number,
  publicId: string,
): Promise<Transaction> {
  const withdrawn = await withdrawOrder(context.db, memberId, publicId)
  context.events.publish(withdrawn.events)
  return transactionView(withdrawn.order, {
    testMode: inTestMode(withdrawn.order, context.provider),
    owner: await ownerFigures(context.db, memberId),
  })
}

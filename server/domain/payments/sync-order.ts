// Asking the provider about an order's payment and applying the answer (issue 12): what the
// webhook, the member's return and the refund call share. The provider is asked outside any
// transaction; applyPayment then locks the order for a few statements.
import type { OrderRow } from '../../db/schema'
import type { Db } from '../../db/database'
import type { EventBus } from '../events/event-bus'
import { alreadyApplied, applyPayment } from './apply-payment'
import type { PaymentProvider } from './payment-provider'

export interface SyncContext {
  db: Db
  provider: PaymentProvider
  events: EventBus
}

/** The order as the provider's payment leaves it (unchanged when it has no payment yet). */
export async function syncOrder(context: SyncContext, order: OrderRow): Promise<OrderRow> {
  if (order.providerPaymentId === null || order.provider !== context.provider.name) return order
  const payment = await context.provider.getPayment(order.providerPaymentId)
  if (payment.orderId !== null && payment.orderId !== order.publicId) {
    throw new Error(`payment ${payment.id} names order ${payment.orderId}, not ${order.publicId}`)
  }
  if (alreadyApplied(order, payment)) return order
  const applied = await applyPayment(context.db, order.id, payment)
  context.events.publish(applied.events)
  return applied.order
}

/**
 * Refunds an order at the provider (all of it, or `amountCents`), then applies the payment
 * as the provider now has it: the credits go back at once, not only when the webhook comes.
 */
export async function refundOrder(
  context: SyncContext,
  order: OrderRow,
  amountCents?: number,
): Promise<OrderRow> {
  if (order.providerPaymentId === null || order.status !== 'paid') {
    throw new RangeError(`order ${order.publicId} is ${order.status}: nothing to refund`)
  }
  await context.provider.refund(order.providerPaymentId, amountCents, `Refund ${order.publicId}`)
  return syncOrder(context, order)
}

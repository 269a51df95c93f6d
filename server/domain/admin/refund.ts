// An operator refunds a paid order in full through its provider (payments/sync-order.ts
// refundOrder), which also takes the credits back or ends the premium as the provider's answer
// says. The provider is called outside any transaction; the audit entry is written once it
// took the refund. A second click while one is under way, or on a refunded order, is refused.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { orders } from '../../db/schema'
import { httpError } from '../api-error'
import type { EventBus } from '../events/event-bus'
import type { PaymentProvider } from '../payments/payment-provider'
import { refundOrder } from '../payments/sync-order'
import { audit } from './audit'
import { orderView } from './queue'

const refunding = new Set<string>()

export async function refundByOperator(
  context: { db: Db; provider: PaymentProvider | null; events: EventBus },
  operatorId: number,
  publicId: string,
  reason: string,
) {
  const [order] = await context.db.select().from(orders).where(eq(orders.publicId, publicId))
  if (order === undefined) throw httpError(404, 'order.not_found', 'No such order')
  const provider = context.provider
  if (
    !orderView(order).refundable ||
    refunding.has(publicId) ||
    provider === null ||
    provider.name !== order.provider
  ) {
    throw httpError(409, 'order.not_refundable', 'This order cannot be refunded now')
  }
  refunding.add(publicId)
  try {
    const refunded = await refundOrder({ db: context.db, provider, events: context.events }, order)
    await audit(context.db, {
      operatorId,
      action: 'refund',
      targetUserId: order.memberId,
      orderId: order.id,
      detail: { reason, amount_cents: order.amountCents, currency: order.currency },
    })
    return orderView(refunded)
  } finally {
    refunding.delete(publicId)
  }
}

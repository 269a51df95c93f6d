// Placing an order (POST /api/orders.php; issue 12): the order and its payment at the provider
// (orders.ts createOrder), the events it made published, and the order as its member sees it.
// A server without a provider (production without MOLLIE_API_KEY) takes no orders.
import type { Transaction } from '../../../src/contract/shop'
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'
import type { OrdersContext } from './member-orders'
import { createOrder, type NewOrder } from './orders'
import type { PaymentProvider } from './payment-provider'
import { inTestMode, ownerFigures, transactionView } from './transaction-view'

export interface CheckoutContext extends OrdersContext {
  /** The server's public URL, for the provider's return and webhook addresses. */
  publicUrl: string
}

/** The provider, or 503 when this server takes no payments. */
export function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (provider === null) {
    throw httpError(503, 'payment.provider_unavailable', 'This server takes no payments')
  }
  return provider
}

/** Makes the order (or finds the one of its client key) and starts its payment. */
export async function placeOrder(
  context: CheckoutContext,
  site: Site,
  request: NewOrder,
): Promise<Transaction> {
  const { db, publicUrl } = context
  const made = await createOrder(
    { db, provider: requireProvider(context.provider), publicUrl },
    site,
    request,
  )
  context.events.publish(made.events)
  return transactionView(made.order, {
    testMode: inTestMode(made.order, context.provider),
    owner: await ownerFigures(db, request.memberId),
  })
}

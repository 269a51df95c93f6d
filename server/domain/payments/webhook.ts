// The provider's "payment changed" (POST /api/payment_webhook.php; issue 12). It carries only
// a payment id, which is never trusted: only a payment of one of our orders is fetched, so a
// stranger's ids cost no provider call, and what the provider then says is applied
// (sync-order.ts). Webhooks for one payment that arrive together share looks (coalesce.ts).
// Each webhook is counted by its outcome (the payment webhook metric).
import type { FastifyBaseLogger } from 'fastify'
import { httpError } from '../api-error'
import type { WebhookOutcome } from '../../metrics/metrics'
import type { OrdersContext } from './member-orders'
import { orderOfPayment } from './orders'
import { PaymentProviderError } from './payment-provider'
import { syncOrder } from './sync-order'

export interface WebhookContext extends OrdersContext {
  /** One coalescing() of this process: runs of one key asked for together share work. */
  coalesce: (key: string, run: () => Promise<void>) => Promise<void>
  count: (outcome: WebhookOutcome) => void
  log: Pick<FastifyBaseLogger, 'warn'>
}

/** Applies what the provider says of payment `paymentId`; 503 when it cannot be asked. */
export async function paymentChanged(context: WebhookContext, paymentId: string): Promise<void> {
  const { db, provider, count } = context
  if (provider === null) {
    count('no_provider')
    throw httpError(503, 'payment.provider_unavailable', 'No payments here')
  }
  const order = await orderOfPayment(db, provider.name, paymentId)
  if (order === undefined) {
    count('unknown_payment')
    return
  }
  try {
    await context.coalesce(`${provider.name}:${paymentId}`, async () => {
      const fresh = await orderOfPayment(db, provider.name, paymentId)
      if (fresh !== undefined) await syncOrder({ db, provider, events: context.events }, fresh)
    })
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      count('provider_unreachable')
      context.log.warn({ err: error, payment: paymentId }, 'webhook: provider not reached')
      throw httpError(503, 'payment.provider_unavailable', 'The provider could not be asked')
    }
    count('failed')
    throw error
  }
  count('synced')
}

// `app.payments`: the payment provider (DESIGN.md: payments). Mollie when MOLLIE_API_KEY is
// set; otherwise the built-in test checkout, except when NODE_ENV=production, where a server
// without a key sells nothing (orders answer 503) rather than hand out credits for free.
// Mollie's client library is loaded only when a key is set: 0.1 s of every start and its
// memory, for a server that would never call it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PaymentProvider } from '../domain/payments/payment-provider'
import { testProvider } from '../domain/payments/test-provider'

export interface Payments {
  /** Null: this server takes no payments (production without MOLLIE_API_KEY). */
  provider: PaymentProvider | null
  /** The test checkout, when it is the provider. */
  test: ReturnType<typeof testProvider> | null
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments
  }
}

export async function choosePayments(app: FastifyInstance): Promise<Payments> {
  const { MOLLIE_API_KEY, NODE_ENV } = app.config
  if (MOLLIE_API_KEY !== undefined) {
    const { mollieProvider } = await import('../domain/payments/mollie-provider')
    return { provider: mollieProvider({ apiKey: MOLLIE_API_KEY, logger: app.log }), test: null }
  }
  if (NODE_ENV === 'production') {
    app.log.warn('MOLLIE_API_KEY is not set: no payments (the test checkout is off in production)')
    return { provider: null, test: null }
  }
  const test = testProvider(app.db)
  return { provider: test, test }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payments', await choosePayments(app))
  },
  { name: 'klik-payments', dependencies: ['klik-config', 'klik-database'] },
)

// What Klik needs from a payment provider (DESIGN.md: payments). Two implement it: Mollie
// (mollie-provider.ts, when MOLLIE_API_KEY is set) and the built-in test checkout
// (test-provider.ts, the embedded default; refused when NODE_ENV=production). Amounts are
// integer cents. The provider's answer is never trusted from a browser: the webhook carries
// only a payment id, and the server fetches the payment itself.
import type { Currency } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import type { PaymentMethod } from '../../../src/contract/shop'
import type { ProviderName } from '../../db/schema'

// The names live with the orders table, which the database layer keeps to itself.
export type { ProviderName }

/** A payment's status as Mollie names them (the test checkout uses the same words). */
export type ProviderPaymentStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired'

export interface CreatePaymentInput {
  /** Our order's public id: the payment's metadata and the idempotency key. */
  orderId: string
  amountCents: number
  currency: Currency
  /** Shown by the provider and on the member's bank statement. */
  description: string
  /** Where the member's browser goes afterwards: /transactions/{orderId}. */
  redirectUrl: string
  /** Where the provider posts `id=<payment id>` when the payment changes. */
  webhookUrl: string
  /** Null: the member chooses on the provider's page. */
  method: PaymentMethod | null
  locale: Locale
}

export interface ProviderPayment {
  id: string
  /** Our order's public id, as given at creation. */
  orderId: string | null
  status: ProviderPaymentStatus
  amountCents: number
  currency: Currency
  /** Of the amount, what was refunded so far (0 when nothing). */
  refundedCents: number
  /** Of the amount, what the payer's bank took back (0 when nothing). */
  chargedBackCents: number
  method: PaymentMethod | null
  /** Where the member pays while it is open; null once it is not. */
  checkoutUrl: string | null
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** Payments go nowhere real: every screen says "test mode". */
  readonly testMode: boolean
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>
  getPayment(id: string): Promise<ProviderPayment>
  /** Refunds `amountCents` of a paid payment (all of it when left out). */
  refund(id: string, amountCents?: number, description?: string): Promise<void>
}

/** The provider could not be reached or answered an error: try again later. */
export class PaymentProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'PaymentProviderError'
  }
}

/** The provider has no payment of that id (not ours, or mistyped): nothing to retry. */
export class UnknownPaymentError extends PaymentProviderError {
  constructor(
    readonly paymentId: string,
    cause?: unknown,
  ) {
    super(`the provider knows no payment ${paymentId}`, cause)
    this.name = 'UnknownPaymentError'
  }
}

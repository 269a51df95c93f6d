// Mollie behind Klik's PaymentProvider (payment-provider.ts), on @mollie/api-client: our order
// becomes a Mollie payment whose metadata and idempotency key are the order's id, and a payment
// Mollie reports comes back in our words. Money crosses as Mollie's decimal strings ("14.95"),
// made from and read into integer cents by string work alone, so no float ever rounds a price.
// Every failure leaves as a PaymentProviderError; a payment Mollie does not know leaves as an
// UnknownPaymentError, so the webhook can answer a stranger's id without making Mollie retry.
// docs/decisions/credits-and-payments.md, "Payments: the Mollie adapter".
import {
  createMollieClient,
  Locale as MollieLocale,
  MollieApiError,
  PaymentMethod as MollieMethod,
  type Payment,
} from '@mollie/api-client'
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../src/contract/locales'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../src/contract/shop'
import {
  PaymentProviderError,
  UnknownPaymentError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider'

/** Only what Klik cannot map is logged: a method the contract does not name. */
export type MollieProviderLog = Pick<FastifyBaseLogger, 'warn'>

export interface MollieProviderOptions {
  /** `test_…` or `live_…`: the key alone decides the mode. */
  apiKey: string
  logger?: MollieProviderLog
}

const MOLLIE_METHODS = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  creditcard: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
} as const satisfies Record<PaymentMethod, MollieMethod>

const MOLLIE_LOCALES = {
  en: MollieLocale.en_US,
  nl: MollieLocale.nl_NL,
  de: MollieLocale.de_DE,
  it: MollieLocale.it_IT,
  fr: MollieLocale.fr_FR,
  es: MollieLocale.es_ES,
  pl: MollieLocale.pl_PL,
} as const satisfies Record<Locale, MollieLocale>

// A record, not a list, so the compiler says when the interface gains a status.
const STATUSES: Record<ProviderPaymentStatus, true> = {
  open: true,
  pending: true,
  authorized: true,
  paid: true,
  failed: true,
  canceled: true,
  expired: true,
}

const AMOUNT_VALUE = /^\d+\.\d{2}$/
/** The library's own test of a payment id; it refuses others before asking Mollie. */
const PAYMENT_ID_PREFIX = 'tr_'

/** 1495 → "14.95", 5 → "0.05": Mollie's amount value for a currency with two decimals. */
export function centsToValue(cents: number): string {
  // A bad amount is our bug, not the provider's: not a PaymentProviderError (try again).
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not cents: ${cents}`)
  const digits = String(cents).padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** "14.95" → 1495; anything but digits, a dot and exactly two decimals is refused. */
export function valueToCents(value: string): number {
  if (!AMOUNT_VALUE.test(value)) {
    throw new PaymentProviderError(`Mollie sent an amount Klik cannot read: "${value}"`)
  }
  const cents = Number(value.slice(0, -3)) * 100 + Number(value.slice(-2))
  if (!Number.isSafeInteger(cents)) {
    throw new PaymentProviderError(`Mollie sent an amount too large to hold: "${value}"`)
  }
  return cents
}

export function mollieProvider(options: MollieProviderOptions): PaymentProvider {
  const client = createMollieClient({ apiKey: options.apiKey })
  const log = options.logger

  return {
    name: 'mollie',
    testMode: options.apiKey.startsWith('test_'),

    async createPayment(input) {
      const amount = { currency: input.currency, value: centsToValue(input.amountCents) }
      return call('create a payment', null, async () => {
        const payment = await client.payments.create({
          amount,
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          // Left out (undefined is not sent), Mollie's page lets the member choose.
          method: input.method === null ? undefined : MOLLIE_METHODS[input.method],
          locale: MOLLIE_LOCALES[input.locale],
          metadata: { order_id: input.orderId },
          // One order, one payment: a retried create (a timeout, a second tap) gets the
          // payment the first made, for as long as Mollie keeps the key (about an hour).
          idempotencyKey: input.orderId,
        })
        return toProviderPayment(payment, log)
      })
    },

    getPayment(id) {
      return call('read a payment', id, async () => toProviderPayment(await fetchPayment(id), log))
    },

    async refund(id, amountCents, description) {
      if (amountCents !== undefined && !(Number.isSafeInteger(amountCents) && amountCents > 0)) {
        throw new RangeError(`Not an amount to refund: ${amountCents}`)
      }
      await call('refund a payment', id, async () => {
        // Mollie needs the amount's currency, and "all of it" is what is left: ask first.
        const payment = await fetchPayment(id)
        const cents = amountCents ?? refundableCents(payment)
        if (cents <= 0) return // all of it went back already
        const amount = { currency: payment.amount.currency, value: centsToValue(cents) }
        await client.paymentRefunds.create({ paymentId: id, amount, description })
      })
    },
  }

  function fetchPayment(id: string): Promise<Payment> {
    // Not a payment id at all, so not one of ours; the library's own refusal of it would not
    // say "unknown". No stricter test: a real payment's webhook must never be ignored.
    if (!id.startsWith(PAYMENT_ID_PREFIX)) return Promise.reject(new UnknownPaymentError(id))
    return client.payments.get(id)
  }
}

/** Runs calls to Mollie, and reads their answers, turning whatever is thrown into our errors. */
async function call<T>(what: string, paymentId: string | null, run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    throw providerError(what, paymentId, error)
  }
}

function providerError(what: string, paymentId: string | null, error: unknown) {
  if (error instanceof PaymentProviderError) return error
  const status = error instanceof MollieApiError ? error.statusCode : undefined
  if (status === 404 && paymentId !== null) return new UnknownPaymentError(paymentId, error)
  const detail = error instanceof Error ? error.message : String(error)
  const code = status === undefined ? '' : ` (${status})`
  return new PaymentProviderError(`Mollie: could not ${what}${code}: ${detail}`, error)
}

function toProviderPayment(payment: Payment, log: MollieProviderLog | undefined) {
  const result: ProviderPayment = {
    id: payment.id,
    orderId: orderIdOf(payment.metadata),
    status: statusOf(payment.status),
    amountCents: valueToCents(payment.amount.value),
    currency: payment.amount.currency,
    refundedCents: centsOf(payment.amountRefunded),
    chargedBackCents: centsOf(payment.amountChargedBack),
    method: methodOf(payment.method),
    checkoutUrl: payment.getCheckoutUrl(),
  }
  if (payment.method != null && result.method === null) {
    log?.warn({ paymentId: payment.id, method: payment.method }, 'Mollie method Klik does not name')
  }
  return result
}

/**
 * What "all of it" means: the amount less what went back already (refunded, or taken back by
 * the payer's bank), and never more than Mollie says may still be refunded. Not Mollie's figure
 * alone: for some methods it allows refunding more than was paid (return shipping costs).
 */
function refundableCents(payment: Payment): number {
  const left =
    valueToCents(payment.amount.value) -
    centsOf(payment.amountRefunded) -
    centsOf(payment.amountChargedBack)
  const remaining = payment.amountRemaining
  return remaining === undefined ? left : Math.min(left, valueToCents(remaining.value))
}

function centsOf(amount: { value: string } | undefined): number {
  return amount === undefined ? 0 : valueToCents(amount.value)
}

function statusOf(status: string): ProviderPaymentStatus {
  if (Object.hasOwn(STATUSES, status)) return status as ProviderPaymentStatus
  // A status we cannot read must not pass as any of ours: fail, and the webhook is retried.
  throw new PaymentProviderError(`Mollie sent a payment status Klik does not know: "${status}"`)
}

/** Methods the member chose on Mollie's page that Klik does not name (Apple Pay…) are null. */
function methodOf(method: string | null | undefined): PaymentMethod | null {
  return PAYMENT_METHODS.find((ours) => MOLLIE_METHODS[ours] === method) ?? null
}

function orderIdOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null || !('order_id' in metadata)) return null
  return typeof metadata.order_id === 'string' ? metadata.order_id : null
}

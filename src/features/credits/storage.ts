// What the shop keeps in the browser (listed in lib/storage-keys.ts, by name only, so the
// start-up bundle does not carry them):
//   localStorage   klik-payment-country  the payment country the member chose (spec §3)
//                  klik-time-bonus       the discount code loaded from a link (spec §3)
//   sessionStorage klik-checkout-keys    the client_key of each checkout of this tab, by what
//                                        it orders: a double tap or a reload sends the same key,
//                                        so the server answers the same order
import { countryCodeSchema } from '../../contract/common'
import { discountCodeSchema, type DiscountCode } from '../../contract/shop'

// Listed on the cookie page by these names (features/pages/storage-list.ts, its test checks).
export const PAYMENT_COUNTRY = 'klik-payment-country'
export const TIME_BONUS = 'klik-time-bonus'
export const CHECKOUT_KEYS = 'klik-checkout-keys'

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // Private modes and locked-down browsers throw on access.
    return null
  }
}

function readJson(kind: 'local' | 'session', key: string): unknown {
  try {
    return JSON.parse(area(kind)?.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

export function storedPaymentCountry(): string | null {
  const value = area('local')?.getItem(PAYMENT_COUNTRY) ?? null
  return countryCodeSchema.safeParse(value).success ? value : null
}

export function storePaymentCountry(country: string | null): void {
  if (country === null) area('local')?.removeItem(PAYMENT_COUNTRY)
  else area('local')?.setItem(PAYMENT_COUNTRY, country)
}

export function storedTimeBonus(): DiscountCode | null {
  const parsed = discountCodeSchema.safeParse(readJson('local', TIME_BONUS))
  return parsed.success ? parsed.data : null
}

export function storeTimeBonus(code: DiscountCode | null): void {
  if (code === null) area('local')?.removeItem(TIME_BONUS)
  else area('local')?.setItem(TIME_BONUS, JSON.stringify(code))
}

/** The client_key for an order of `what` (product, method, country, code) in this tab. */
export function checkoutKey(what: string, make: () => string = () => crypto.randomUUID()): string {
  const keys = readJson('session', CHECKOUT_KEYS)
  const known = keys !== null && typeof keys === 'object' ? (keys as Record<string, unknown>) : {}
  const existing = known[what]
  if (typeof existing === 'string') return existing
  const key = make()
  area('session')?.setItem(CHECKOUT_KEYS, JSON.stringify({ ...known, [what]: key }))
  return key
}

/** The orders of this tab are settled: the next checkout is a new order. */
export function forgetCheckoutKeys(): void {
  area('session')?.removeItem(CHECKOUT_KEYS)
}

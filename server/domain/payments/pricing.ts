// Prices in integer cents (issue 12): VAT is the part of a VAT-included price that the rate
// gives, discounts and bonus credits are whole cents and credits, and every rounding is half
// up with integers only, so the same inputs always give the same cents (no float on money).
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { PaymentMethod } from '../../../src/contract/shop'
import type { Site } from '../sites/site-schema'

/** a / b rounded half up, for non-negative integers. */
export function divideRounded(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) {
    throw new RangeError(`divideRounded needs non-negative integers, got ${a} / ${b}`)
  }
  return Math.floor((2 * a + b) / (2 * b))
}

/** The VAT inside a VAT-included price: gross × rate / (1 + rate), rate in basis points. */
export function vatIncluded(grossCents: number, rateBasisPoints: number): number {
  return divideRounded(grossCents * rateBasisPoints, 10_000 + rateBasisPoints)
}

/** `percent` off a price, in whole cents. */
export function percentOff(cents: number, percent: number): number {
  return cents - divideRounded(cents * percent, 100)
}

/** The extra credits `percent` more gives, rounded down (a bonus never rounds up to a gift). */
export function bonusCredits(credits: number, percent: number): number {
  return Math.floor((credits * percent) / 100)
}

/**
 * The payment country: the one asked for if the site sells there, else the member's, else the
 * visitor's geoip guess, else the site's first country.
 */
export function paymentCountry(
  site: Site,
  ...candidates: Array<string | null | undefined>
): CountryCode {
  for (const candidate of candidates) {
    if (candidate && site.countries.includes(candidate)) return candidate
  }
  const first = site.countries[0]
  if (first === undefined) throw new Error(`site ${site.id} has no countries`)
  return first
}

export interface CountryTerms {
  country: CountryCode
  currency: Currency
  vatRate: number
  methods: PaymentMethod[]
  messageCost: number
}

/** What buying in `country` means on `site`: its currency, VAT rate and payment methods. */
export function countryTerms(site: Site, country: CountryCode): CountryTerms {
  const costs = site.minimum_message_costs[country]
  const vatRate = site.shop.vat_rates[country]
  const methods = site.shop.payment_methods[country] ?? site.shop.payment_methods['*']
  if (costs === undefined || vatRate === undefined || methods === undefined) {
    throw new Error(`site ${site.id} does not sell in ${country}`)
  }
  return { country, currency: costs.currency, vatRate, methods, messageCost: costs.costs }
}

/** A product's price in `currency`; the site schema makes sure it has one. */
export function priceIn(prices: Record<string, number>, currency: Currency): number {
  const cents = prices[currency]
  if (cents === undefined) throw new Error(`no price in ${currency}`)
  return cents
}

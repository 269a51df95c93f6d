// Prices in integer cents (issue 12): the integer rules (VAT inside a VAT-included price,
// percent off, bonus credits; src/contract/prices.ts, shared with the client's estimates),
// the payment country and what buying there means.
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { PaymentMethod } from '../../../src/contract/shop'
import type { Site } from '../sites/site-schema'

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

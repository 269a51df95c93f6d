// GET /api/shop.php's answer (issue 12): the site's packages and plans priced for one payment
// country, with its currency, VAT rate, payment methods and message cost. Public: /pricing
// shows it to visitors too. The payment country is the one asked for, else the member's, else
// the visitor's geoip guess (pricing.ts paymentCountry).
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { ShopResponse } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'
import { memberCountry } from './orders'
import { countryTerms, paymentCountry, priceIn } from './pricing'

export interface ShopQuestion {
  /** The payment country asked for (?country=), if any. */
  country: CountryCode | undefined
  memberId: number | null
  /** The visitor's geoip guess, asked for only when neither the query nor a member says. */
  geoipCountry: () => Promise<CountryCode | null>
  /** Payments go to a test checkout: no real money. */
  testMode: boolean
}

export async function shopView(db: Db, site: Site, asked: ShopQuestion): Promise<ShopResponse> {
  if (asked.country !== undefined && !site.countries.includes(asked.country)) {
    throw httpError(400, 'shop.country_not_sold', `This site does not sell in ${asked.country}`)
  }
  const member = asked.memberId === null ? null : await memberCountry(db, asked.memberId)
  const country = paymentCountry(
    site,
    asked.country,
    member,
    asked.country === undefined && member === null ? await asked.geoipCountry() : null,
  )
  const terms = countryTerms(site, country)
  return {
    country,
    countries: site.countries,
    currency: terms.currency,
    vat_rate: terms.vatRate,
    methods: terms.methods,
    packages: site.shop.packages.map((item) => ({
      id: item.id,
      credits: item.credits,
      price: { cents: priceIn(item.prices, terms.currency), currency: terms.currency },
      most_chosen: item.most_chosen,
    })),
    plans: site.shop.plans.map((plan) => ({
      id: plan.id,
      months: plan.months,
      price: { cents: priceIn(plan.prices, terms.currency), currency: terms.currency },
    })),
    message_cost: terms.messageCost,
    test_mode: asked.testMode,
  }
}

/** The currency the member pays in today: their country's, else the site's first. */
export async function memberCurrency(db: Db, site: Site, memberId: number): Promise<Currency> {
  const country = paymentCountry(site, undefined, await memberCountry(db, memberId), null)
  return countryTerms(site, country).currency
}

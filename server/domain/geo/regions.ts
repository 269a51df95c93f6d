// The regions (provinces, states, counties) of a country, from country-state-city, named in
// the reader's language (region-names.ts). The id is the subdivision's ISO 3166-2 code without
// the country part ("NH" for Noord-Holland), the same in every language.
import type { CountryCode } from '../../../src/contract/common'
import { DEFAULT_LOCALE, type Locale } from '../../../src/contract/locale-codes'
import type { Region, RegionData } from '../../../src/contract/regions'
import { httpError } from '../api-error'
import { statesOf } from './geo-data'
import { regionName } from './region-names'

const cache = new Map<string, Region[]>()

export function regionsOf(country: CountryCode, locale: Locale = DEFAULT_LOCALE): Region[] {
  const cacheKey = `${country}:${locale}`
  let regions = cache.get(cacheKey)
  if (regions === undefined) {
    const collator = new Intl.Collator(locale)
    regions = statesOf(country)
      .map((state) => ({
        id: state.isoCode,
        name: regionName(country, state.isoCode, locale, state.name),
      }))
      .sort((a, b) => collator.compare(a.name, b.name))
    cache.set(cacheKey, regions)
  }
  return regions
}

export function regionDataOf(
  countries: readonly CountryCode[],
  locale: Locale = DEFAULT_LOCALE,
): RegionData {
  return Object.fromEntries(countries.map((country) => [country, regionsOf(country, locale)]))
}

/** Regions of the site's countries, or of one of them; 400 for a country the site lacks. */
export function siteRegionData(
  siteCountries: readonly CountryCode[],
  country: CountryCode | undefined,
  locale: Locale = DEFAULT_LOCALE,
): RegionData {
  if (country === undefined) return regionDataOf(siteCountries, locale)
  if (!siteCountries.includes(country)) {
    throw httpError(400, 'regions.unknown_country', `${country} is not a country of this site`)
  }
  return regionDataOf([country], locale)
}

// The regions (provinces, states, counties) of a country, from country-state-city. The id is
// the subdivision's ISO 3166-2 code without the country part ("NH" for Noord-Holland).
import type { CountryCode } from '../../../src/contract/common'
import type { Region, RegionData } from '../../../src/contract/regions'
import { httpError } from '../../http/api-error'
import { statesOf } from './geo-data'

const cache = new Map<CountryCode, Region[]>()

export function regionsOf(country: CountryCode): Region[] {
  let regions = cache.get(country)
  if (regions === undefined) {
    regions = statesOf(country)
      .map((state) => ({ id: state.isoCode, name: state.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    cache.set(country, regions)
  }
  return regions
}

export function regionDataOf(countries: readonly CountryCode[]): RegionData {
  return Object.fromEntries(countries.map((country) => [country, regionsOf(country)]))
}

/** Regions of the site's countries, or of one of them; 400 for a country the site lacks. */
export function siteRegionData(
  siteCountries: readonly CountryCode[],
  country: CountryCode | undefined,
): RegionData {
  if (country === undefined) return regionDataOf(siteCountries)
  if (!siteCountries.includes(country)) {
    throw httpError(400, 'regions.unknown_country', `${country} is not a country of this site`)
  }
  return regionDataOf([country])
}

// Where demo members live: country weights, and per country the regions (country-state-city
// states, id as regions.php answers it) that have cities, each with its cities. A member's
// language and name list follow the country, and in Belgium the region (Flanders speaks
// Dutch, Wallonia French, Brussels mostly French).
import type { CountryCode } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import { allCities, statesOf } from '../geo/geo-data'
import { placeName } from '../geo/place-name'
import type { NameList } from './first-names'

export interface CountryProfile {
  /** Relative share of demo members (roughly population, Dutch-speaking sites favoured). */
  weight: number
  timezone: string
  language: Locale
  names: NameList
}

export const DEMO_COUNTRIES: Readonly<Record<string, CountryProfile>> = {
  NL: { weight: 16, timezone: 'Europe/Amsterdam', language: 'nl', names: 'NL' },
  BE: { weight: 8, timezone: 'Europe/Brussels', language: 'nl', names: 'BE-nl' },
  DE: { weight: 18, timezone: 'Europe/Berlin', language: 'de', names: 'DE' },
  AT: { weight: 4, timezone: 'Europe/Vienna', language: 'de', names: 'AT' },
  GB: { weight: 13, timezone: 'Europe/London', language: 'en', names: 'GB' },
  IE: { weight: 3, timezone: 'Europe/Dublin', language: 'en', names: 'IE' },
  FR: { weight: 12, timezone: 'Europe/Paris', language: 'fr', names: 'FR' },
  ES: { weight: 10, timezone: 'Europe/Madrid', language: 'es', names: 'ES' },
  IT: { weight: 10, timezone: 'Europe/Rome', language: 'it', names: 'IT' },
  PL: { weight: 6, timezone: 'Europe/Warsaw', language: 'pl', names: 'PL' },
}

/** Belgian regions whose members speak French (the rest, Flanders, Dutch). */
const FRENCH_SPEAKING_BE = new Set(['WAL', 'BRU'])

export interface DemoRegion {
  id: string
  cities: readonly string[]
  /** Share of the country's members: its number of known cities, a rough size measure. */
  weight: number
}

export interface DemoCountry extends CountryProfile {
  code: CountryCode
  regions: ReadonlyArray<readonly [DemoRegion, number]>
}

/** The demo countries among `countries` (a site's), with their regions. */
export function demoCountries(countries: readonly string[]): DemoCountry[] {
  const missing = countries.filter(
    (code) => DEMO_COUNTRIES[code] !== undefined && !regionCache.has(code),
  )
  if (missing.length > 0) cacheRegions(missing)
  return countries.flatMap((code) => {
    const profile = DEMO_COUNTRIES[code]
    if (profile === undefined) return []
    return [{ ...profile, code, regions: regionCache.get(code) ?? [] }]
  })
}

const regionCache = new Map<string, ReadonlyArray<readonly [DemoRegion, number]>>()

/** One pass over every city (the file is large) for all of `countries`. */
function cacheRegions(countries: readonly string[]): void {
  const wanted = new Set(countries)
  const citiesByState = new Map<string, Set<string>>()
  for (const city of allCities()) {
    if (!wanted.has(city.countryCode)) continue
    // As people write it ("Amsterdam", not "Gemeente Amsterdam"); counties are no town.
    const name = placeName(city.name)
    if (name === null) continue
    const key = `${city.countryCode}-${city.stateCode}`
    let names = citiesByState.get(key)
    if (names === undefined) citiesByState.set(key, (names = new Set()))
    names.add(name)
  }
  for (const country of countries) {
    const regions = statesOf(country).flatMap((state) => {
      const cities = [...(citiesByState.get(`${country}-${state.isoCode}`) ?? [])]
      if (cities.length === 0) return []
      // Brussels is one city in the data but a tenth of Belgium's people.
      const weight = country === 'BE' && state.isoCode === 'BRU' ? 60 : cities.length
      return [[{ id: state.isoCode, cities, weight }, weight] as const]
    })
    regionCache.set(country, regions)
  }
}

/** The member's language and name list: the country's, except in French-speaking Belgium. */
export function languageOf(
  country: DemoCountry,
  regionId: string,
): { language: Locale; names: NameList } {
  if (country.code === 'BE' && FRENCH_SPEAKING_BE.has(regionId)) {
    return { language: 'fr', names: 'BE-fr' }
  }
  return { language: country.language, names: country.names }
}

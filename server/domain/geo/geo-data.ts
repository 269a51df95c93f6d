// Countries, states and cities from country-state-city's data files, read when first asked
// for. Importing the package itself parses all ~150,000 cities into objects that stay in
// memory for good (some 60 MiB); here the states (small) are kept once read, and the cities are
// parsed only by whoever needs them (geocoding builds its own compact grid, the demo seed its
// lists) and left to the garbage collector after.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

function readAsset<T>(name: string): T {
  return JSON.parse(
    readFileSync(require.resolve(`country-state-city/lib/assets/${name}`), 'utf8'),
  ) as T
}

export interface GeoState {
  name: string
  /** ISO 3166-2 subdivision code without the country part ("NH"). */
  isoCode: string
  countryCode: string
}

export interface GeoCity {
  name: string
  countryCode: string
  stateCode: string
  latitude: number
  longitude: number
}

let countryCodes: ReadonlySet<string> | undefined
let statesByCountry: ReadonlyMap<string, readonly GeoState[]> | undefined

/** Whether `code` is an ISO 3166-1 alpha-2 country the data knows. */
export function isKnownCountry(code: string): boolean {
  countryCodes ??= new Set(
    readAsset<Array<{ isoCode: string }>>('country.json').map((c) => c.isoCode),
  )
  return countryCodes.has(code)
}

/** The states (provinces, regions) of a country, in the data's order. */
export function statesOf(country: string): readonly GeoState[] {
  if (statesByCountry === undefined) {
    const byCountry = new Map<string, GeoState[]>()
    for (const { name, isoCode, countryCode } of readAsset<GeoState[]>('state.json')) {
      let list = byCountry.get(countryCode)
      if (list === undefined) byCountry.set(countryCode, (list = []))
      list.push({ name, isoCode, countryCode })
    }
    statesByCountry = byCountry
  }
  return statesByCountry.get(country) ?? []
}

// city.json: rows of [name, country code, state code, latitude, longitude].
type CityRow = [string, string, string, string, string]

/** Every city on earth, freshly parsed: keep what you need, not the list. */
export function allCities(): GeoCity[] {
  return readAsset<CityRow[]>('city.json').map(([name, countryCode, stateCode, lat, lon]) => ({
    name,
    countryCode,
    stateCode,
    latitude: Number(lat),
    longitude: Number(lon),
  }))
}

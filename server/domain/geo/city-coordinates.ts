// Where a profile's city lies, for the distance sort (issue 32 §4): the coordinates of the city
// a member wrote (country, region, city name) in country-state-city's data, never a member's
// own position. Names are matched as people write them (place-name.ts) with case, accents and
// punctuation ignored ("den-bosch" finds "Den Bosch"). A name is looked up in the member's
// region first; when the region is empty or does not hold it (Belgium's data files Gent under
// Flanders, a member may pick East Flanders), in the whole country, where it must name one
// region's place only: a "Bergen" without its region could be either end of the country.
//
// Each country's names go into a Map the first time that country is asked for (one pass over
// the ~150,000 cities for all the countries asked for at once), so the server keeps the
// countries its members live in, not the world's 19 MB.
import { allCities } from './geo-data'
import { distanceKm } from './nearest-city'
import { placeName } from './place-name'

export interface CityCoordinates {
  latitude: number
  longitude: number
}

export interface CityPlace {
  country: string | null
  /** Region id as regions.php answers it ("NH"); '' when none. */
  countryregion: string
  city: string
}

/** A place's coordinates, and whether the data names it as is (a town, not its municipality). */
interface Entry extends CityCoordinates {
  exact: boolean
}

interface CountryCities {
  /** `${region}\t${name}` → the place. */
  inRegion: Map<string, Entry>
  /** name → the place, or null when regions far apart hold that name. */
  inCountry: Map<string, Entry | null>
}

/** Places of one name in one country closer than this are one place (a town and its municipality). */
const SAME_PLACE_KM = 25

const countries = new Map<string, CountryCities>()

/** A city name with case, accents, ß and punctuation set aside: the lookup key. */
export function cityKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Loads the countries not loaded yet, in one pass over the cities. */
export function loadCountries(codes: Iterable<string>): void {
  const missing = new Set([...codes].filter((code) => !countries.has(code)))
  if (missing.size === 0) return
  for (const code of missing) countries.set(code, { inRegion: new Map(), inCountry: new Map() })
  for (const city of allCities()) {
    const loaded = missing.has(city.countryCode) ? countries.get(city.countryCode) : undefined
    if (loaded === undefined) continue
    const name = placeName(city.name)
    if (name === null || !Number.isFinite(city.latitude) || !Number.isFinite(city.longitude)) {
      continue
    }
    const key = cityKey(name)
    const entry = { latitude: city.latitude, longitude: city.longitude, exact: name === city.name }
    const regionKey = `${city.stateCode}\t${key}`
    const inRegion = loaded.inRegion.get(regionKey)
    if (inRegion === undefined || preferred(entry, inRegion)) loaded.inRegion.set(regionKey, entry)
    const inCountry = loaded.inCountry.get(key)
    if (inCountry === undefined) loaded.inCountry.set(key, entry)
    else if (inCountry !== null && farApart(inCountry, entry)) loaded.inCountry.set(key, null)
    else if (inCountry !== null && preferred(entry, inCountry)) loaded.inCountry.set(key, entry)
  }
}

/** A town ("Utrecht") stands for its name rather than its municipality ("Gemeente Utrecht"). */
function preferred(entry: Entry, known: Entry): boolean {
  return entry.exact && !known.exact
}

function farApart(a: CityCoordinates, b: CityCoordinates): boolean {
  return distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) > SAME_PLACE_KM
}

/** The coordinates of a profile's city, or null when it names no known place. */
export function cityCoordinates(place: CityPlace): CityCoordinates | null {
  if (place.country === null) return null
  const key = cityKey(place.city)
  if (key === '') return null
  loadCountries([place.country])
  const cities = countries.get(place.country)
  if (cities === undefined) return null
  const region = place.countryregion.trim()
  const found =
    (region === '' ? undefined : cities.inRegion.get(`${region}\t${key}`)) ??
    cities.inCountry.get(key) ??
    null
  return found === null ? null : { latitude: found.latitude, longitude: found.longitude }
}

/** The profile columns for a place: its city's coordinates, or nulls. */
export function coordinateColumns(place: CityPlace): {
  latitude: number | null
  longitude: number | null
} {
  const found = cityCoordinates(place)
  return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null }
}

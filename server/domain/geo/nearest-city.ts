// The nearest known city to a position, from country-state-city's ~150,000 cities (offline).
// On first use the cities go into a grid of 1° cells; a lookup only measures the cities in
// the cells that can lie within the search radius. Areas (counties, provinces) are left out
// and names come as people write them (place-name.ts): "Amsterdam", not "Gemeente Amsterdam".
import type { CountryCode } from '../../../src/contract/common'
import { allCities } from './geo-data'
import { placeName } from './place-name'

export const MAX_DISTANCE_KM = 100
const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180

export interface NearestCity {
  country: CountryCode
  region: string
  city: string
  distanceKm: number
}

interface Grid {
  cells: Map<string, number[]>
  lat: Float64Array
  lon: Float64Array
  country: string[]
  region: string[]
  name: string[]
}

let grid: Grid | undefined

function buildGrid(): Grid {
  const cities = allCities()
  const built: Grid = {
    cells: new Map(),
    lat: new Float64Array(cities.length),
    lon: new Float64Array(cities.length),
    country: [],
    region: [],
    name: [],
  }
  cities.forEach((city, index) => {
    const lat = city.latitude
    const lon = city.longitude
    const name = placeName(city.name)
    if (name === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return
    built.lat[index] = lat
    built.lon[index] = lon
    built.country[index] = city.countryCode
    built.region[index] = city.stateCode
    built.name[index] = name
    const key = cellKey(Math.floor(lat), Math.floor(lon))
    const cell = built.cells.get(key)
    if (cell === undefined) built.cells.set(key, [index])
    else cell.push(index)
  })
  return built
}

/**
 * The nearest city within MAX_DISTANCE_KM, preferring `countries` (a site's): a city of
 * another country is only answered when none of those is in range. null when nothing is.
 */
export function nearestCity(
  lat: number,
  lon: number,
  countries: readonly string[] = [],
): NearestCity | null {
  grid ??= buildGrid()
  const preferred = new Set(countries)
  let best: { index: number; km: number } | null = null
  let bestPreferred: { index: number; km: number } | null = null
  const latCells = Math.ceil(MAX_DISTANCE_KM / KM_PER_DEGREE)
  const cosLat = Math.max(Math.cos(((Math.abs(lat) + latCells) * Math.PI) / 180), 0.01)
  const lonCells = Math.min(180, Math.ceil(MAX_DISTANCE_KM / (KM_PER_DEGREE * cosLat)))
  const baseLat = Math.floor(lat)
  const baseLon = Math.floor(lon)
  for (let dLat = -latCells; dLat <= latCells; dLat++) {
    for (let dLon = -lonCells; dLon <= lonCells; dLon++) {
      const cellLon = ((((baseLon + dLon + 180) % 360) + 360) % 360) - 180
      const cell = grid.cells.get(cellKey(baseLat + dLat, cellLon))
      if (cell === undefined) continue
      for (const index of cell) {
        const km = distanceKm(lat, lon, grid.lat[index] ?? 0, grid.lon[index] ?? 0)
        if (km > MAX_DISTANCE_KM) continue
        if (best === null || km < best.km) best = { index, km }
        if (
          preferred.has(grid.country[index] ?? '') &&
          (bestPreferred === null || km < bestPreferred.km)
        ) {
          bestPreferred = { index, km }
        }
      }
    }
  }
  const chosen = bestPreferred ?? best
  if (chosen === null) return null
  return {
    country: grid.country[chosen.index] ?? '',
    region: grid.region[chosen.index] ?? '',
    city: grid.name[chosen.index] ?? '',
    distanceKm: chosen.km,
  }
}

function cellKey(lat: number, lon: number): string {
  return `${lat}:${lon}`
}

/** The great-circle distance (haversine) in km; the search's SQL computes the same. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

// Step 3's location guess (spec §4): the browser position (a cached one up to an hour old
// will do), turned into country, region and city by GET /api/geocode.php, used only when the
// country is one the site allows.
import type { GeocodeResponse } from '../../contract/geo'
import type { RegionData } from '../../contract/regions'
import { geocode } from './api'

export const GEOLOCATION_MAX_AGE_MS = 60 * 60 * 1000
const GEOLOCATION_TIMEOUT_MS = 15_000

export interface LocationValues {
  country: string
  countryregion: string
  city: string
}

export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not supported'))
      return
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: GEOLOCATION_TIMEOUT_MS,
    })
  })
}

/** The geocode answer as form values when its country is allowed; a region the site does not know is left out. */
export function locationPrefill(
  answer: GeocodeResponse,
  countries: readonly string[],
  regionData: RegionData,
): LocationValues | null {
  if (!countries.includes(answer.country)) return null
  const regions = regionData[answer.country] ?? []
  const region = regions.some((known) => known.id === answer.countryregion)
    ? answer.countryregion
    : ''
  return { country: answer.country, countryregion: region, city: answer.city }
}

/** Asks the browser and the server; null when either cannot tell or the country is not allowed. */
export async function guessLocation(
  countries: readonly string[],
  regionData: RegionData,
  signal?: AbortSignal,
): Promise<LocationValues | null> {
  let position: GeolocationPosition
  try {
    position = await currentPosition()
  } catch {
    // The member said no, or the device has no fix: no guess, which is an answer, not a fault.
    return null
  }
  const answer = await geocode(position.coords.latitude, position.coords.longitude, signal)
  return locationPrefill(answer, countries, regionData)
}

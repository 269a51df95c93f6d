// The member search nearest first (issue 32 §4): the page's members in order of the distance
// between their city and the viewer's (haversine on the cities' coordinates, never anyone's
// own position), equal distances most recently active first, members without a known city
// last (most recently active first among them).
//
// The newest-first walk of profiles_search_idx cannot serve this order, and sorting every
// match costs what the filter matches (a whole country, or every country). So the page is
// looked for in growing circles around the viewer's city: the members inside a circle's
// bounding box — a range of profiles_distance_idx per country and gender — measured, those
// within the radius sorted. When a circle holds the whole page (offset + pp members), no member
// outside it can belong on the page, since everyone outside is farther. The last circle holds
// the whole earth; a page past it holds the members without a known city, newest first.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { column, queryRows } from '../../db/raw'
import { profiles } from '../../db/schema'
import { textArray } from '../../db/sql-arrays'
import type { CityCoordinates } from '../geo/city-coordinates'
import { matchesFilter, type SearchFilter } from './search-filter'

const EARTH_RADIUS_KM = 6371
/** Half the earth's circumference: no two places are farther apart. */
const EVERYWHERE_KM = Math.ceil(Math.PI * EARTH_RADIUS_KM)
/**
 * The circles' radii, each four times the last (sixteen times the area, so the rounds that
 * come up short cost a fifteenth of the one that fills the page); the last holds the earth.
 */
export const DISTANCE_BANDS_KM = [25, 100, 400, 1600, EVERYWHERE_KM] as const
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180

export interface NearRow {
  id: number
  /** The exact distance in km (never sent: shownKm rounds it), null without a known city. */
  km: number | null
}

const nearRowSchema = z.object({ user_id: column.number, km: z.number().nullable() })

/** The page of members nearest to `origin` first. */
export async function nearestPage(
  db: Db,
  filter: SearchFilter,
  origin: CityCoordinates,
  offset: number,
  pp: number,
): Promise<NearRow[]> {
  const wanted = offset + pp
  let located: NearRow[] = []
  for (const radius of DISTANCE_BANDS_KM) {
    const rows = await queryRows(db, withinRadius(filter, origin, radius, wanted), nearRowSchema)
    located = rows.map(toNearRow)
    if (located.length === wanted) return located.slice(offset)
  }
  // The last circle is the whole earth: every member with a known city is on this page or an
  // earlier one, and the rest of the list is the members without one, newest first.
  const page = located.slice(offset)
  const tail = await queryRows(
    db,
    sql`select ${profiles.userId} as user_id, null::float8 as km
      from ${profiles}
      where ${matchesFilter(filter)}
        and (${profiles.latitude} is null or ${profiles.longitude} is null)
      order by ${profiles.lastActiveAt} desc, ${profiles.userId} desc
      limit ${pp - page.length} offset ${Math.max(0, offset - located.length)}`,
    nearRowSchema,
  )
  return [...page, ...tail.map(toNearRow)]
}

function toNearRow(row: z.infer<typeof nearRowSchema>): NearRow {
  return { id: row.user_id, km: row.km }
}

/** The `limit` nearest members within `radius` km, nearest first. */
function withinRadius(
  filter: SearchFilter,
  origin: CityCoordinates,
  radius: number,
  limit: number,
): SQL {
  return sql`select user_id, km from (
      select ${profiles.userId} as user_id, ${profiles.lastActiveAt} as last_active_at,
        ${kmFrom(origin)} as km
      from ${profiles}
      where ${profiles.country} = any(${textArray(filter.countries)})
        and ${profiles.gender} = any(${textArray(filter.genders)})
        and ${boundingBox(origin, radius)}
        and ${filter.rest}
    ) as near
    where km <= ${radius}
    order by km asc, last_active_at desc, user_id desc
    limit ${limit}`
}

/**
 * The great-circle distance in km from `origin` to a profile's city (haversine); null without
 * coordinates. The CASE is needed: least() skips a NULL, so least(1, NULL) would be 1, a
 * distance of half the earth.
 */
function kmFrom(origin: CityCoordinates): SQL {
  const lat = sql`${origin.latitude}::float8`
  const lon = sql`${origin.longitude}::float8`
  return sql`(case when ${profiles.latitude} is not null and ${profiles.longitude} is not null
    then 2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
      power(sin(radians(${profiles.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${profiles.latitude}))
        * power(sin(radians(${profiles.longitude} - ${lon}) / 2), 2)))) end)`
}

/**
 * Latitude and longitude ranges that hold every city within `radius` km of `origin` (a little
 * more: the longitude range is taken at the circle's edge nearest a pole). Near a pole or
 * across the date line the longitude is not bounded.
 */
export function boundingBox(origin: CityCoordinates, radius: number): SQL {
  const dLat = radius / KM_PER_DEGREE
  const latitude = sql`${profiles.latitude} between ${origin.latitude - dLat} and ${origin.latitude + dLat}`
  const edge = Math.abs(origin.latitude) + dLat
  if (edge >= 89) return latitude
  const dLon = dLat / Math.cos((edge * Math.PI) / 180)
  const west = origin.longitude - dLon
  const east = origin.longitude + dLon
  if (west < -180 || east > 180) return latitude
  return sql`${latitude} and ${profiles.longitude} between ${west} and ${east}`
}

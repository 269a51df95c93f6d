// The member search query (spec §4 Search): members the viewer may see, filtered by country,
// gender, age and region, most recently active first, one page at a time, and the total.
//
// profiles_search_idx is (country, gender, last_active_at DESC NULLS LAST, user_id DESC NULLS
// LAST) WHERE searchable. One (country, gender) pair is one ordered stretch of it, so the page
// is taken per pair — a LATERAL subquery reading at most offset + pp entries in index order —
// and the pairs' rows are merged and cut to the page. A plain `country IN (…)` cannot use the
// index order and sorts every match instead (about 20 ms at 100,000 members on PGlite against
// under 1 ms this way). The ORDER BYs spell NULLS LAST so they match the index (STACK trap 5).
// Nearest first (input.near) the page comes from search-distance.ts instead, each card with
// its distance in whole kilometres.
import { inArray, sql, type SQL } from 'drizzle-orm'
import { shownKm, type SearchCard } from '../../../src/contract/search'
import type { Db } from '../../db/database'
import { profiles } from '../../db/schema'
import { selectCards, toCard } from '../members/member-card'
import { hiddenMembers } from './hidden-members'
import { countMatches } from './search-count'
import { textArray } from '../../db/sql-arrays'
import type { CityCoordinates } from '../geo/city-coordinates'
import { nearestPage } from './search-distance'
import { searchFilter, type SearchFilter, type SearchInput } from './search-filter'

const NEWEST_FIRST = sql`last_active_at desc nulls last, user_id desc nulls last`

export async function searchMembers(
  db: Db,
  input: SearchInput,
  now: Date = new Date(),
): Promise<{ profiles: SearchCard[]; num_results: number }> {
  if (input.countries.length === 0) return { profiles: [], num_results: 0 }
  const anyone = searchFilter(input, now)
  const hidden = input.viewerId === null ? null : await hiddenMembers(db, input.viewerId, anyone)
  const filter = hidden === null ? anyone : searchFilter(input, now, hidden.ids)
  const offset = (input.page - 1) * input.pp
  const near = input.near ?? null
  const cards =
    near === null
      ? await newestPage(db, input, filter, offset, now)
      : await nearestCards(db, input, filter, near, offset, now)
  // Members known to exist up to the end of this page (none known from an empty page).
  const seen = cards.length > 0 ? offset + cards.length : 0
  // A page that is not full ends the list: its end is the total, no count needed.
  if (cards.length < input.pp && (cards.length > 0 || input.page === 1)) {
    return { profiles: cards, num_results: seen }
  }
  const key = JSON.stringify([
    anyone.countries,
    anyone.genders,
    input.countryregion === '0' ? '' : input.countryregion,
    input.minAge,
    input.maxAge,
    input.verifiedOnly === true,
    // Online now: counted anew each minute (the window moves), not once a day.
    input.onlineOnly === true ? now.toISOString().slice(0, 16) : now.toISOString().slice(0, 10),
  ])
  const total = await countMatches(db, anyone, key, hidden?.matching ?? 0, now.getTime())
  return { profiles: cards, num_results: Math.max(total, seen) }
}

/**
 * The ids of `limit` members after `offset`, most recently active first, along
 * profiles_search_idx (see the head comment): one walk per country and gender, merged. `also`
 * narrows the walk further (the discover deck's members left out).
 */
export function newestIds(filter: SearchFilter, limit: number, offset = 0, also?: SQL): SQL {
  return sql`(
    select page.user_id
    from unnest(${textArray(filter.countries)}) as wanted_country(code)
    cross join unnest(${textArray(filter.genders)}) as wanted_gender(code)
    cross join lateral (
      select ${profiles.userId} as user_id, ${profiles.lastActiveAt} as last_active_at
      from ${profiles}
      where ${profiles.country} = wanted_country.code
        and ${profiles.gender} = wanted_gender.code
        and ${filter.rest}${
          also === undefined
            ? sql``
            : sql`
        and ${also}`
        }
      order by ${profiles.lastActiveAt} desc nulls last, ${profiles.userId} desc nulls last
      limit ${offset + limit}
    ) as page
    order by ${NEWEST_FIRST}
    limit ${limit} offset ${offset}
  )`
}

/** The page most recently active first (newestIds). */
async function newestPage(
  db: Db,
  input: SearchInput,
  filter: SearchFilter,
  offset: number,
  now: Date,
): Promise<SearchCard[]> {
  const pageIds = newestIds(filter, input.pp, offset)
  const rows = await selectCards(db, input.viewerId)
    .where(inArray(profiles.userId, pageIds))
    .orderBy(sql`${profiles.lastActiveAt} desc nulls last`, sql`${profiles.userId} desc nulls last`)
  return rows.map((row) => toCard(row, now))
}

/** The page nearest first, each card with its distance as a member may see it (shownKm). */
async function nearestCards(
  db: Db,
  input: SearchInput,
  filter: SearchFilter,
  origin: CityCoordinates,
  offset: number,
  now: Date,
): Promise<SearchCard[]> {
  const near = await nearestPage(db, filter, origin, offset, input.pp)
  if (near.length === 0) return []
  const rows = await selectCards(db, input.viewerId).where(
    inArray(
      profiles.userId,
      near.map((row) => row.id),
    ),
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return near.flatMap(({ id, km }) => {
    const row = byId.get(id)
    if (row === undefined) return []
    const card = toCard(row, now)
    return [km === null ? card : { ...card, distance_km: shownKm(km) }]
  })
}

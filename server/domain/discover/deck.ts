// GET /api/discover.php (contract/discover.ts, issue 32 §4): the discover deck, the member's
// own search one card at a time. The filters are the search's (resolve-filters.ts: the saved
// search, else the defaults of the member's profile; "online now" is never saved, so never
// here), the members left out the search's too (hidden-members.ts: the member and blocks
// either way; search-filter.ts: deleted members), and besides them members the member likes,
// passed on in the last DISCOVER_PASS_DAYS, or an operator banned. The order is the search's,
// most recently active first, taken per (country, gender) stretch of profiles_search_idx as
// search-members.ts explains; the left-out members are skipped as the walk meets them.
import { inArray, sql, type SQL } from 'drizzle-orm'
import {
  DISCOVER_DECK_SIZE,
  DISCOVER_PASS_DAYS,
  type DiscoverResponse,
} from '../../../src/contract/discover'
import { featuresFor } from '../../../src/contract/features'
import { searchQuerySchema } from '../../../src/contract/search'
import type { Db } from '../../db/database'
import { discoverPasses, likes, profiles, users } from '../../db/schema'
import { selectCards, toCard } from '../members/member-card'
import { hiddenMembers } from '../search/hidden-members'
import { resolveFilters, searchInputOf } from '../search/resolve-filters'
import { searchFilter, type SearchInput } from '../search/search-filter'
import { newestIds } from '../search/search-members'
import type { Site } from '../sites/site-schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment before which a pass no longer keeps a member out of the deck. */
export function passesSince(now: Date): Date {
  return new Date(now.getTime() - DISCOVER_PASS_DAYS * DAY_MS)
}

/** The search input of the member's saved filters (or their profile's defaults). */
async function savedInput(db: Db, site: Site, viewerId: number, now: Date): Promise<SearchInput> {
  const query = searchQuerySchema.parse({
    auto_load: '1',
    // A saved search of every country stands where the template offers one.
    searchAllCountries: featuresFor(site.template, site.features).profileSearch.searchAllCountries
      ? '1'
      : '0',
  })
  const resolved = await resolveFilters(db, query, { site, viewerId, geoipCountry: null }, now)
  return { ...searchInputOf(resolved, viewerId), page: 1, pp: DISCOVER_DECK_SIZE }
}

/** Members the deck leaves out beyond the search's: liked, passed on lately, banned. */
function leftOut(viewerId: number, now: Date): SQL {
  const since = passesSince(now).toISOString()
  return sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${viewerId}::bigint and ${likes.likedId} = ${profiles.userId})
    and not exists (select 1 from ${discoverPasses} where ${discoverPasses.memberId} = ${viewerId}::bigint and ${discoverPasses.passedId} = ${profiles.userId} and ${discoverPasses.at} > ${since}::timestamptz)
    and not exists (select 1 from ${users} where ${users.id} = ${profiles.userId} and ${users.bannedAt} is not null)`
}

/** The next cards of `viewerId`'s deck. */
export async function discoverDeck(
  db: Db,
  site: Site,
  viewerId: number,
  now: Date = new Date(),
): Promise<DiscoverResponse> {
  const input = await savedInput(db, site, viewerId, now)
  if (input.countries.length === 0) return { profiles: [] }
  const hidden = await hiddenMembers(db, viewerId, searchFilter(input, now))
  const filter = searchFilter(input, now, hidden.ids)
  const deckIds = newestIds(filter, DISCOVER_DECK_SIZE, 0, leftOut(viewerId, now))
  const rows = await selectCards(db, viewerId)
    .where(inArray(profiles.userId, deckIds))
    .orderBy(sql`${profiles.lastActiveAt} desc nulls last`, sql`${profiles.userId} desc nulls last`)
  return { profiles: rows.map((row) => toCard(row, now)) }
}

// The landers' calls: members from the site's logged-out search (GET /api/search.php, the call
// the home page makes: auto_load, so the server picks the visitor's geoip country), the member
// a slug features (GET /api/member.php), and the match finder's search with the visitor's
// answers. Each sends the stored affiliate network, which is what lets a partner's visitors
// see members on sites that show them only to those (logged_out_search_trafficsource).
import { call } from '../../api/call'
import type { KeyedCall } from '../../api/first-answers'
import { searchMembers } from '../../api/search'
import * as routes from '../../contract/routes'
import type { MemberCard } from '../../contract/members'
import type { Gender } from '../../contract/profile-field-names'
import type { Query } from '../../contract/query'
import type { FilterOptions } from '../../contract/search'
import { filterQuery } from '../../contract/search-queries'
import { baseQuery, type SearchBase } from '../../contract/search-base'
import { slugGender, type LanderSlug } from './slug'

/** Members a lander shows: enough for a collage, a feed and a slideshow. */
export const LANDER_MEMBERS = 12

export function landerQuery(base: SearchBase, gender: Gender | ''): Query {
  return {
    ...baseQuery('lander', base, LANDER_MEMBERS),
    auto_load: '1',
    ...(gender ? { gender } : {}),
  }
}

/** The match finder's results: the visitor's answers as the filters, page 1. */
export function matchQuery(base: SearchBase, filters: FilterOptions): Query {
  return { ...baseQuery('match-finder', base, LANDER_MEMBERS), ...filterQuery(filters) }
}

async function search(query: Query, signal: AbortSignal): Promise<MemberCard[]> {
  return (await searchMembers(query, signal)).profiles
}

/**
 * The lander's members; the featured member (a numeric slug) first when it exists. A featured
 * member that does not exist (a stale link) leaves the others.
 */
export async function fetchLanderMembers(
  base: SearchBase,
  gender: Gender | '',
  featured: number | null,
  signal: AbortSignal,
): Promise<MemberCard[]> {
  const [found, first] = await Promise.all([
    search(landerQuery(base, gender), signal),
    featured === null
      ? null
      : call(routes.member, { query: { id: featured } }, { signal }).then(
          (answer) => answer.profile,
          () => null,
        ),
  ])
  const others = found.filter((member) => member.id !== first?.id)
  return first ? [first, ...others.slice(0, LANDER_MEMBERS - 1)] : others
}

/** The members of a lander with `slug`, as its page asks and a server loader prefetches. */
export function landerMembersCall(base: SearchBase, slug: LanderSlug): KeyedCall<MemberCard[]> {
  const gender = slugGender(slug)
  const featured = slug.type === 'member' ? slug.memberId : null
  return {
    key: `lander:${base.searchAllCountries}:${base.trafficsource ?? ''}:${gender}:${featured ?? ''}`,
    fetch: (signal) => fetchLanderMembers(base, gender, featured, signal),
  }
}

export function fetchMatches(
  base: SearchBase,
  filters: FilterOptions,
  signal: AbortSignal,
): Promise<MemberCard[]> {
  return search(matchQuery(base, filters), signal)
}

// The members the home page shows a visitor: one page of the logged-out search (GET
// /api/search.php, auto_load: the server picks the visitor's country and every age).
import type { KeyedCall } from '../../api/first-answers'
import { searchMembers } from '../../api/search'
import type { MemberCard } from '../../contract/members'
import { HOME_TILES, homeQuery, type SearchBase } from '../../contract/search-base'

export async function fetchHomeMembers(
  search: SearchBase,
  signal: AbortSignal,
): Promise<MemberCard[]> {
  const answer = await searchMembers(homeQuery(search), signal)
  return answer.profiles.slice(0, HOME_TILES)
}

/** The home page's members, as HomeMembers asks for them and a server loader prefetches them. */
export const homeMembersCall = (search: SearchBase): KeyedCall<MemberCard[]> => ({
  key: `home-members:${search.searchAllCountries}:${search.trafficsource ?? ''}`,
  fetch: (signal) => fetchHomeMembers(search, signal),
})

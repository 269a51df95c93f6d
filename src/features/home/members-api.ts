// The members the home page shows a visitor: one page of the logged-out search (GET
// /api/search.php, auto_load: the server picks the visitor's country and every age). Like
// the boot-time calls of session/, the answer is not zod-parsed here: the home page is the
// start page and the schemas would pull zod into it. The server serializes the answer
// through the contract's response schema.
import { request } from '../../api/client'
import type { MemberCard } from '../../contract/members'
import type { SearchResponse } from '../../contract/search'
import { HOME_TILES, homeQuery, type SearchBase } from '../../contract/search-base'

export async function fetchHomeMembers(
  search: SearchBase,
  signal: AbortSignal,
): Promise<MemberCard[]> {
  const query = homeQuery(search)
  const answer = (await request('/api/search.php', { query, signal })) as SearchResponse
  return answer.profiles.slice(0, HOME_TILES)
}

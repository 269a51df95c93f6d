// The members' calls: the member page (GET /api/member.php), blocking (POST/DELETE
// /api/block.php), and the few members the error page shows (GET /api/search.php?source=error).
import { call } from '../../api/call'
import type { KeyedCall } from '../../api/first-answers'
import * as routes from '../../contract/routes'
import type { MemberCard, MemberResponse } from '../../contract/members'

export function fetchMember(id: number, signal?: AbortSignal): Promise<MemberResponse> {
  return call(routes.member, { query: { id } }, { signal })
}

/** A member's page, as useMember and a server loader key it. */
export const memberCall = (id: number): KeyedCall<MemberResponse> => ({
  key: `member:${id}`,
  fetch: (signal) => fetchMember(id, signal),
})

/** Blocks or unblocks; answers whether the member is now blocked. */
export async function blockCall(profile: number, block: boolean): Promise<boolean> {
  const answer = await call(block ? routes.block : routes.unblock, { body: { profile } })
  return answer.blocked
}

/** A few members for the error page (spec §2). */
export async function fetchErrorMembers(signal?: AbortSignal): Promise<MemberCard[]> {
  const query = { source: 'error', auto_load: '1', pp: 6 } as const
  const answer = await call(routes.search, { query }, { signal })
  return answer.profiles
}

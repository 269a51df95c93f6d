// The members' calls: the member page (GET /api/member.php), blocking (POST/DELETE /api/block.php), and the few members the error
// page shows (GET /api/search.php?source=error).
import { request } from '../../api/client'
import {
  blockResponseSchema,
  memberResponseSchema,
  type MemberCard,
  type MemberResponse,
} from '../../contract/members'
import { searchResponseSchema } from '../../contract/search'

export function fetchMember(id: number, signal?: AbortSignal): Promise<MemberResponse> {
  return request('/api/member.php', { query: { id }, schema: memberResponseSchema, signal })
}

/** Blocks or unblocks; answers whether the member is now blocked. */
export async function blockCall(profile: number, block: boolean): Promise<boolean> {
  const answer = await request('/api/block.php', {
    method: block ? 'POST' : 'DELETE',
    body: { profile },
    schema: blockResponseSchema,
  })
  return answer.blocked
}

/** A few members for the error page (spec §2). */
export async function fetchErrorMembers(signal?: AbortSignal): Promise<MemberCard[]> {
  const answer = await request('/api/search.php', {
    query: { source: 'error', auto_load: 1, pp: 6 },
    schema: searchResponseSchema,
    signal,
  })
  return answer.profiles
}

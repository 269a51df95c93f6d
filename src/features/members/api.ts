// The members' calls: the member page (GET /api/member.php), liking (POST/DELETE
// /api/likes.php) and blocking (POST/DELETE /api/block.php), and the few members the error
// page shows (GET /api/search.php?source=error).
import { request } from '../../api/client'
import {
  blockResponseSchema,
  likeResponseSchema,
  memberResponseSchema,
  type MemberCard,
  type MemberResponse,
} from '../../contract/members'
import { searchResponseSchema } from '../../contract/search'

export function fetchMember(id: number, signal?: AbortSignal): Promise<MemberResponse> {
  return request('/api/member.php', { query: { id }, schema: memberResponseSchema, signal })
}

/** Likes or unlikes; answers the state the server now holds. */
export async function likeCall(profile: number, like: boolean): Promise<boolean> {
  const answer = await request('/api/likes.php', {
    method: like ? 'POST' : 'DELETE',
    body: { profile },
    schema: likeResponseSchema,
  })
  return answer.did_like_profile
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

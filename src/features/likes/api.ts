// /api/likes.php (spec §3 Likes response, §7): GET the members the member likes and those who
// like them; POST/DELETE like and unlike (the like button).
import { request } from '../../api/client'
import { likeResponseSchema, likesResponseSchema, type LikesResponse } from '../../contract/members'

export function fetchLikes(signal?: AbortSignal): Promise<LikesResponse> {
  return request('/api/likes.php', { schema: likesResponseSchema, signal })
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

// /api/likes.php (spec §3 Likes response, §7): GET the members the member likes and those who
// like them; POST/DELETE like and unlike (the like button).
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import type { LikesResponse } from '../../contract/members'

export function fetchLikes(signal?: AbortSignal): Promise<LikesResponse> {
  return call(routes.likes, {}, { signal })
}

/**
 * Likes or unlikes; answers the state the server now holds, and whether this like made the
 * two members click (issue 28 §6: the first like back).
 */
export async function likeCall(
  profile: number,
  like: boolean,
): Promise<{ liked: boolean; match: boolean }> {
  const answer = await call(like ? routes.like : routes.unlike, { body: { profile } })
  return { liked: answer.did_like_profile, match: answer.match ?? false }
}

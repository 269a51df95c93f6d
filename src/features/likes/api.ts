// /api/likes.php (spec §3 Likes response, §7): GET the members the member likes and those who
// like them; POST/DELETE like and unlike (the like button).
import { call } from '../../api/call'
import * as endpoints from '../../contract/endpoints'
import type { LikesResponse } from '../../contract/members'

export function fetchLikes(signal?: AbortSignal): Promise<LikesResponse> {
  return call(endpoints.likes, {}, { signal })
}

/** Likes or unlikes; answers the state the server now holds. */
export async function likeCall(profile: number, like: boolean): Promise<boolean> {
  const answer = await call(like ? endpoints.like : endpoints.unlike, { body: { profile } })
  return answer.did_like_profile
}

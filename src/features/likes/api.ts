// GET /api/likes.php (spec §3 Likes response, §7): the members the member likes and those who
// like them. Liking and unliking are the members feature's (its like button).
import { call } from '../../api/call'
import * as endpoints from '../../contract/endpoints'
import type { LikesResponse } from '../../contract/members'

export function fetchLikes(signal?: AbortSignal): Promise<LikesResponse> {
  return call(endpoints.likes, {}, { signal })
}

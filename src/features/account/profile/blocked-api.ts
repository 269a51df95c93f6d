// The blocked members' calls of /profile: the list (GET /api/block.php) and unblocking one.
import { call } from '../../../api/call'
import * as endpoints from '../../../contract/endpoints'

export const fetchBlockedMembers = (signal?: AbortSignal) =>
  call(endpoints.blockedMembers, {}, { signal })

export const unblockMember = (profile: number) => call(endpoints.unblock, { body: { profile } })

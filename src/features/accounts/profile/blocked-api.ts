// The blocked members' calls of /profile: the list (GET /api/block.php) and unblocking one.
import { call } from '../../../api/call'
import * as routes from '../../../contract/routes'

export const fetchBlockedMembers = (signal?: AbortSignal) =>
  call(routes.blockedMembers, {}, { signal })

export const unblockMember = (profile: number) => call(routes.unblock, { body: { profile } })

// /api/discover.php (contract/discover.ts, issue 32 §4): GET the next cards of the deck, POST
// a pass. The deck's Like is the likes feature's ordinary like, which the route passes in.
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import type { DiscoverPassResponse, DiscoverResponse } from '../../contract/discover'

export const fetchDeck = (signal?: AbortSignal): Promise<DiscoverResponse> =>
  call(routes.discover, {}, { signal })

export const passOn = (profile: number): Promise<DiscoverPassResponse> =>
  call(routes.discoverPass, { body: { profile } })

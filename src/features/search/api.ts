// The search feature's calls (spec §7): the first search of a visit and the webcam search,
// plus the addresses of the partner redirects that open in a new window. The member search
// itself is src/api/search.ts, which the home page and the landers call too.
// The webcam filters arrive as the URL's loose Query (query.ts), not the schema's input type
// (the server checks them and answers 400 for a bad one), so that call goes through request()
// with the route's path; the answer is the endpoint's, as call() types it.
import type { RouteResult } from '../../api/call'
import { apiUrl, request, type Query } from '../../api/client'
import type { KeyedCall } from '../../api/first-answers'
import { searchMembers, type SearchAnswer } from '../../api/search'
import * as routes from '../../contract/routes'
import { firstLoadQuery, type SearchBase } from '../../contract/search-queries'

/** A visit's first search (the server picks the filters), as a server loader prefetches it. */
export const firstSearchCall = (base: SearchBase): KeyedCall<SearchAnswer> => ({
  key: `members-first:${base.searchAllCountries}:${base.trafficsource ?? ''}`,
  fetch: (signal) => searchMembers(firstLoadQuery(base), signal),
})

export async function fetchCams(
  query: Query,
  signal: AbortSignal,
): Promise<RouteResult<typeof routes.cams>> {
  return (await request(routes.cams.path, { query, signal })) as RouteResult<typeof routes.cams>
}

/** GET /api/xcams/redirect.php?account= — the server sends the member on to the cam. */
export const camRedirectUrl = (account: string): string =>
  apiUrl(routes.camRedirect.path, { account })

/** GET /api/resellpartner.php — the resell partner's landing for the search flow. */
export const resellUrl = (): string =>
  apiUrl(routes.resellPartner.path, { flow: 'profile-search', redirect: 1 })

/** Partner pages open apart from the app, without a handle back to it. */
export function openPartner(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

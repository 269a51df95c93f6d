// The search feature's calls (spec §7): the member search and the webcam search, plus the
// addresses of the partner redirects that open in a new window.
// The filters arrive as the URL's loose Query (query.ts), not the schema's input type, so these
// two send it through request() with the descriptor's path and answer schema.
import { apiUrl, request, type Query } from '../../api/client'
import * as endpoints from '../../contract/endpoints'
import type { CamsResponse } from '../../contract/partners'
import type { SearchResponse } from '../../contract/search'

export function fetchSearch(query: Query, signal: AbortSignal): Promise<SearchResponse> {
  const { path, responses } = endpoints.search
  return request(path, { query, schema: responses[200], signal })
}

export function fetchCams(query: Query, signal: AbortSignal): Promise<CamsResponse> {
  const { path, responses } = endpoints.cams
  return request(path, { query, schema: responses[200], signal })
}

/** GET /api/xcams/redirect.php?account= — the server sends the member on to the cam. */
export const camRedirectUrl = (account: string): string =>
  apiUrl(endpoints.camRedirect.path, { account })

/** GET /api/resellpartner.php — the resell partner's landing for the search flow. */
export const resellUrl = (): string =>
  apiUrl(endpoints.resellPartner.path, { flow: 'profile-search', redirect: 1 })

/** Partner pages open apart from the app, without a handle back to it. */
export function openPartner(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

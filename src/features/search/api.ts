// The search feature's calls (spec §7): the member search and the webcam search, plus the
// addresses of the partner redirects that open in a new window.
import { apiUrl, request, type Query } from '../../api/client'
import { camsResponseSchema, type CamsResponse } from '../../contract/partners'
import { searchResponseSchema, type SearchResponse } from '../../contract/search'

export function fetchSearch(query: Query, signal: AbortSignal): Promise<SearchResponse> {
  return request('/api/search.php', { query, schema: searchResponseSchema, signal })
}

export function fetchCams(query: Query, signal: AbortSignal): Promise<CamsResponse> {
  return request('/api/xcams/search.php', { query, schema: camsResponseSchema, signal })
}

/** GET /api/xcams/redirect.php?account= — the server sends the member on to the cam. */
export const camRedirectUrl = (account: string): string =>
  apiUrl('/api/xcams/redirect.php', { account })

/** GET /api/resellpartner.php — the resell partner's landing for the search flow. */
export const resellUrl = (): string =>
  apiUrl('/api/resellpartner.php', { flow: 'profile-search', redirect: 1 })

/** Partner pages open apart from the app, without a handle back to it. */
export function openPartner(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

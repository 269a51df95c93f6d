// Boot answers (issue 9 §4): the server puts the answers of the first GET calls a page is
// about to make into its HTML, as JSON in <script type="application/json" id="klik-boot">,
// so a first visit paints without waiting for those round trips. The client's request()
// takes each answer once, for the same call, in the first seconds after the page loaded.
// Both sides name a call by bootKey(): its path and its query, the parameters sorted.
import type { Query } from './query'

export const BOOT_ELEMENT_ID = 'klik-boot'

/** A boot answer older than this (from page load) is not used: the network answers. */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000

export interface BootAnswers {
  /** bootKey(url) → the call's 200 answer, as the server serialized it. */
  answers: Record<string, unknown>
}

/** '/api/search.php?b=2&a=1' → '/api/search.php?a=1&b=2'. */
export function bootKey(url: string): string {
  const [path = '', search = ''] = url.split('?', 2)
  const params = new URLSearchParams(search)
  params.sort()
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The key of a call to `path` with `query` (null and undefined left out, as the client does). */
export function bootCallKey(path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  return bootKey(`${path}?${params.toString()}`)
}

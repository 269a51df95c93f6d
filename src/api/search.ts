// The member search (GET /api/search.php, spec §7): the one call behind the search page, the
// home page's tiles and the landers. Each builds its query with the contract's builders
// (search-queries.ts, search-base.ts); the server checks the filters and answers 400 for a bad
// one.
import type { Query } from '../contract/query'
import * as routes from '../contract/routes'
import { call, type RouteResult } from './call'

export type SearchAnswer = RouteResult<typeof routes.search>

export function searchMembers(query: Query, signal: AbortSignal): Promise<SearchAnswer> {
  return call(routes.search, { query }, { signal })
}

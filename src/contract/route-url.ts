// A route's query and URL (./routes/): the query flag (`?push=1`) first, then the query's
// scalar values. The client's call() sends routeQuery's; routeUrl is for the callers that
// cannot use call(): the service worker's own fetches.
import type { Route } from './endpoint'
import type { Query } from './query'

/** The query string's values of a call to `route`: null and undefined are left out. */
export function routeQuery(route: Route, query: object | undefined): Query {
  const result: Query = route.action === undefined ? {} : { [route.action]: 1 }
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      result[key] = value
    } else {
      throw new TypeError(`${route.path}: query ${key} is not a scalar`)
    }
  }
  return result
}

export function routeUrl(route: Route, query?: object): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(routeQuery(route, query))) {
    if (value !== null && value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return search === '' ? route.path : `${route.path}?${search}`
}

// A route's URL (./routes.ts), for the callers that cannot use the client's call(): the
// service worker's own fetches and a beacon. The query flag (`?push=1`) comes first.
import type { QueryAction } from './endpoint'

export function routeUrl(
  route: { readonly path: string; readonly action?: QueryAction },
  query: Readonly<Record<string, string | number>> = {},
): string {
  const params = new URLSearchParams()
  if (route.action !== undefined) params.set(route.action, '1')
  for (const [key, value] of Object.entries(query)) params.set(key, String(value))
  const search = params.toString()
  return search === '' ? route.path : `${route.path}?${search}`
}

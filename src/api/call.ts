// call(route, input): an /api call made from its route (src/contract/routes/) and typed by
// its contract descriptor (src/contract/endpoints.ts, as types only). The input's query and
// body are the descriptor's schemas' input types, the result its success answer's type; the
// path, method and query flag come from the route, so a feature never spells a URL.
//
// The answer is not parsed again here: the server encodes every answer with the same schema
// before it leaves (server/app.ts, the serializer compiler), so a parse in the browser checked
// our own server twice and put the schema library and every schema a page calls into its
// JavaScript. Built on request() of ./client.
import type { z } from 'zod'
import type { EndpointDescriptor, EndpointResult, Route } from '../contract/endpoint'
import { MULTIPART } from '../contract/endpoint'
import type * as endpoints from '../contract/endpoints'
import { routeQuery } from '../contract/route-url'
import { request } from './client'

type Endpoints = typeof endpoints
type ActionOf<T> = T extends { action: infer A } ? A : undefined

/** The descriptor of the endpoint `R` is the route of: the same method, path and flag. */
export type EndpointOf<R extends Route> = {
  [K in keyof Endpoints]: Endpoints[K] extends { method: R['method']; path: R['path'] }
    ? [ActionOf<Endpoints[K]>] extends [ActionOf<R>]
      ? Endpoints[K]
      : never
    : never
}[keyof Endpoints]

type QueryInput<E extends EndpointDescriptor> = E extends { query: infer Q extends z.ZodType }
  ? object extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : { query?: never }

type BodyInput<E extends EndpointDescriptor> = E extends { body: infer B }
  ? B extends z.ZodType
    ? undefined extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : { body: FormData }
  : { body?: never }

/** What a call sends: the query and body its descriptor's schemas accept. */
export type CallInput<E extends EndpointDescriptor> = QueryInput<E> & BodyInput<E>

/** What the call to route `R` answers. */
export type RouteResult<R extends Route> = EndpointResult<EndpointOf<R>>

export interface CallOptions {
  signal?: AbortSignal
  /** The fetch cache mode; 'no-cache' revalidates an HTTP-cached answer. */
  cache?: RequestCache
  /** Finishes even when the page is left or reloaded meanwhile (a small mark like "seen"). */
  keepalive?: boolean
}

export async function call<R extends Route>(
  route: R,
  input: CallInput<EndpointOf<R>>,
  options: CallOptions = {},
): Promise<RouteResult<R>> {
  const { query, body } = input as { query?: object; body?: unknown }
  if (route.body === MULTIPART && !(body instanceof FormData)) {
    throw new TypeError(`${route.path}: send a FormData body`)
  }
  const answer = await request(route.path, {
    method: route.method,
    query: routeQuery(route, query),
    body,
    signal: options.signal,
    cache: options.cache,
    keepalive: options.keepalive,
  })
  // The server encoded it with the endpoint's success schema (see above).
  return answer as RouteResult<R>
}

// call(endpoint, input): an /api call typed by its contract descriptor (src/contract/endpoints.ts).
// The input's query and body are the descriptor's schemas' input types, the result is its
// success answer parsed with that answer's schema; the path, method and query flag come from
// the descriptor, so a feature never spells a URL. Built on request() of ./client.
import type { z } from 'zod'
import {
  MULTIPART,
  successStatus,
  type EndpointDescriptor,
  type EndpointResult,
  type SuccessSchema,
} from '../contract/endpoint'
import { request, type Query } from './client'

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

export interface CallOptions {
  signal?: AbortSignal
  /** The fetch cache mode; 'no-cache' revalidates an HTTP-cached answer. */
  cache?: RequestCache
  /** Finishes even when the page is left or reloaded meanwhile (a small mark like "seen"). */
  keepalive?: boolean
}

/** The query string of a call: its flag (`?new=1`) first, then the query's scalar values. */
export function callQuery(endpoint: EndpointDescriptor, query: object | undefined): Query {
  const result: Query = endpoint.action === undefined ? {} : { [endpoint.action]: 1 }
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      result[key] = value
    } else {
      throw new TypeError(`${endpoint.path}: query ${key} is not a scalar`)
    }
  }
  return result
}

export function call<E extends EndpointDescriptor>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const { query, body } = input as { query?: object; body?: unknown }
  if (endpoint.body === MULTIPART && !(body instanceof FormData)) {
    throw new TypeError(`${endpoint.path}: send a FormData body`)
  }
  const schema = endpoint.responses[successStatus(endpoint)] as SuccessSchema<E>
  return request(endpoint.path, {
    method: endpoint.method,
    query: callQuery(endpoint, query),
    body,
    schema,
    signal: options.signal,
    cache: options.cache,
    keepalive: options.keepalive,
  })
}

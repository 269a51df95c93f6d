// What an /api call is, said once: method, path, the query flag that selects it, the query and
// body schemas, the answer's schema per status, and its OpenAPI summary. The server registers
// its routes from these descriptors (server/http/route.ts), the client calls them
// (src/api/call.ts), and /api/docs is generated from them. Types only come from the schemas.
import type { z } from 'zod'

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/**
 * Several .php calls of the spec pick what a POST does by a query flag on the same path
 * (POST /api/user.php?new=1 signs up, ?push=1 registers push). Each flag is its own endpoint.
 */
export const QUERY_ACTIONS = ['new', 'push', 'do', 'confirm'] as const
export type QueryAction = (typeof QUERY_ACTIONS)[number]

/** A body that is not JSON: multipart/form-data (photo upload), one file field per photo. */
export const MULTIPART = 'multipart/form-data'

/**
 * The optional Idempotency-Key header of an upload: a key the client makes once per upload and
 * sends again on a retry; the server stores an upload once per member and key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'

/** What a call needs of its endpoint, without schemas: a route of ./routes/. */
export interface Route {
  readonly method: HttpMethod
  readonly path: `/api/${string}.php`
  /** The query flag (`?new=1`) that selects this endpoint among others on the same path. */
  readonly action?: QueryAction
  /** MULTIPART for an upload. */
  readonly body?: typeof MULTIPART
}

export interface EndpointDescriptor {
  method: HttpMethod
  path: `/api/${string}.php`
  /** The query flag (`?new=1`) that selects this endpoint among others on the same path. */
  action?: QueryAction
  query?: z.ZodType
  /** A JSON body's schema, or MULTIPART for an upload the handler reads itself. */
  body?: z.ZodType | typeof MULTIPART
  /** status → the answer's schema; errors answer errorBodySchema, redirects and 204 z.null(). */
  responses: Readonly<Record<number, z.ZodType>>
  summary: string
  description?: string
  tags: readonly string[]
}

/** Checks a descriptor's shape and keeps its literal types (the schemas, the method…). */
export function endpoint<const E extends EndpointDescriptor>(descriptor: E): E {
  return descriptor
}

type SuccessStatus = 200 | 201 | 202 | 204

/** The schema of the endpoint's success answer: 200, else 201, 202 or 204. */
export type SuccessSchema<E extends EndpointDescriptor> = {
  [S in SuccessStatus]: S extends keyof E['responses'] ? E['responses'][S] : never
}[SuccessStatus] extends infer Schema
  ? Schema extends z.ZodType
    ? Schema
    : never
  : never

/** What a caller gets back from a successful call (the parsed answer). */
export type EndpointResult<E extends EndpointDescriptor> = z.output<SuccessSchema<E>>

/** The success status of an endpoint at run time (the lowest 2xx it documents). */
export function successStatus(descriptor: EndpointDescriptor): number {
  const statuses = Object.keys(descriptor.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
  return Math.min(...statuses)
}

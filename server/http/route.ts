// Registers a route from its contract descriptor (src/contract/endpoints.ts): method, URL, the
// query flag that selects it, and the schema Fastify validates, serializes and documents with.
// The handler's request (query, body) and reply types come from that descriptor, so a route
// module says only what is the server's own: login required, rate limits, the handler.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify'
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { MULTIPART, type EndpointDescriptor } from '../../src/contract/endpoint'

export type ZodApp = Parameters<FastifyPluginCallbackZod>[0]

/** The Fastify schema a descriptor stands for, as types. */
export interface EndpointSchema<E extends EndpointDescriptor> extends FastifySchema {
  querystring: E extends { query: infer Q extends z.ZodType } ? Q : undefined
  body: E extends { body: infer B extends z.ZodType } ? B : undefined
  response: E['responses']
}

/** Fastify's route options, handler included, typed by the descriptor's schema (zod). */
type Options<E extends EndpointDescriptor> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>

/**
 * What a route module may add to its descriptor. An onRequest check (requireUser) answers
 * before the query or body is validated: a visitor gets 403 auth.required, not a 400.
 */
export type RouteOptions<E extends EndpointDescriptor> = Pick<
  Options<E>,
  'onRequest' | 'preHandler' | 'config' | 'attachValidation' | 'sse'
>

export type EndpointHandler<E extends EndpointDescriptor> = Options<E>['handler']

/** The Fastify schema of a descriptor: what is validated, serialized and listed in /api/docs. */
export function endpointSchema(descriptor: EndpointDescriptor): FastifySchema {
  const { query, body, responses, summary, description, tags } = descriptor
  return {
    summary,
    ...(description === undefined ? {} : { description }),
    tags: [...tags],
    ...(query === undefined ? {} : { querystring: query }),
    ...(body === undefined ? {} : body === MULTIPART ? { consumes: [MULTIPART] } : { body }),
    response: responses,
  }
}

export function route<const E extends EndpointDescriptor>(
  app: ZodApp,
  descriptor: E,
  options: RouteOptions<E>,
  handler: EndpointHandler<E>,
): void {
  app.route<RouteGenericInterface, ContextConfigDefault, EndpointSchema<E>>({
    ...options,
    method: descriptor.method,
    url: descriptor.path,
    ...(descriptor.action === undefined ? {} : { constraints: { action: descriptor.action } }),
    schema: endpointSchema(descriptor) as EndpointSchema<E>,
    handler,
  })
}

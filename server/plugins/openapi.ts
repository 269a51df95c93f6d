// The OpenAPI document of every /api call, generated from the routes' zod schemas and served
// as JSON at GET /api/docs. Registered before the routes so it sees each one. Schemas that
// many calls share (DOCUMENT_COMPONENTS) are written once under components.schemas and
// referenced with $ref: inline, the error body alone made the document 600 KB.
import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { documentedUrl } from '../http/query-action'
import { registerDocumentComponents, withoutUnusedComponents } from './openapi-components'

export const openapiPlugin = fp<{ publicUrl: string }>(
  async (app: FastifyInstance, { publicUrl }) => {
    registerDocumentComponents()
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Klik API',
          version: '1',
          description:
            'Every call may send X-Package (the client package) and X-Original-Host (the host the browser shows; it picks the site). ' +
            'Errors answer { "error": { "code", "message" } } (components.schemas.ErrorBody).',
        },
        servers: [{ url: publicUrl }],
      },
      // Routes told apart by a query flag (?new=1, ?push=1…) are listed under that flag.
      transform: (input) => {
        const result = jsonSchemaTransform(input)
        return { ...result, url: documentedUrl(result.url, input.route.constraints) }
      },
      transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input)),
    })
    app.get('/api/docs', { schema: { hide: true } }, () => app.swagger())
  },
  { name: 'klik-openapi' },
)

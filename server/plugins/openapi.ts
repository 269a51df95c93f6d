// The OpenAPI document of every /api call, generated from the routes' zod schemas and served
// as JSON at GET /api/docs. Registered before the routes so it sees each one.
import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { documentedUrl } from '../http/query-action'

export const openapiPlugin = fp<{ publicUrl: string }>(
  async (app: FastifyInstance, { publicUrl }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Klik API',
          version: '1',
          description:
            'Every call may send X-Package (the client package) and X-Original-Host (the host the browser shows; it picks the site). ' +
            'Errors answer { "error": { "code", "message" } }.',
        },
        servers: [{ url: publicUrl }],
      },
      // Routes told apart by a query flag (?new=1, ?push=1…) are listed under that flag.
      transform: (input) => {
        const result = jsonSchemaTransform(input)
        return { ...result, url: documentedUrl(result.url, input.route.constraints) }
      },
    })
    app.get('/api/docs', { schema: { hide: true } }, () => app.swagger())
  },
  { name: 'klik-openapi' },
)

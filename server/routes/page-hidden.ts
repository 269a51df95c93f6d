// POST /api/page-hidden.php — the beacon sent when the page becomes hidden (spec §4).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/contract/errors'
import { pageHiddenBodySchema } from '../../src/contract/page-hidden'
import { httpError } from '../http/api-error'

export const pageHiddenRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // navigator.sendBeacon labels a string body text/plain and may send an empty body labelled
  // application/json, which Fastify's JSON parser rejects. In this route's scope both are read
  // as JSON, and an empty body is no body.
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      try {
        parsed(null, text.trim() === '' ? undefined : JSON.parse(text))
      } catch {
        parsed(httpError(400, 'bad_request', 'Body is not JSON'), undefined)
      }
    },
  )
  app.post(
    '/api/page-hidden.php',
    {
      schema: {
        summary: 'Beacon: the page became hidden',
        tags: ['session'],
        body: pageHiddenBodySchema,
        response: { 204: z.null().describe('no content'), 400: errorBodySchema },
      },
    },
    (_request, reply) => {
      reply.code(204).send(null)
    },
  )
  done()
}

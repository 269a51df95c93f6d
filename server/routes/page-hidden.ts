// POST /api/page-hidden.php — the beacon sent when the page becomes hidden (spec §4). For a
// member it ends this browser's presence: pushes may come again.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { markAbsent } from '../domain/presence/presence'
import { httpError } from '../domain/api-error'
import { route } from '../http/route'

export const pageHiddenRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // navigator.sendBeacon labels a string body text/plain, a Blob with its type (an empty body
  // labelled application/json, which Fastify's JSON parser rejects) and sends a Blob without
  // a type or an ArrayBuffer with no Content-Type at all. In this route's scope all of these
  // are read as JSON, and an empty body is no body.
  const parseJson = (
    body: string | Buffer,
    parsed: (error: Error | null, value?: unknown) => void,
  ) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    try {
      parsed(null, text.trim() === '' ? undefined : JSON.parse(text))
    } catch {
      parsed(httpError(400, 'bad_request', 'Body is not JSON'), undefined)
    }
  }
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => parseJson(body, parsed),
  )
  // The catch-all also receives a body without Content-Type; other types stay refused.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (request, body, parsed) => {
    if (request.headers['content-type'] === undefined) parseJson(body, parsed)
    else parsed(httpError(415, 'unsupported_media_type', 'Send the beacon as JSON'), undefined)
  })
  // A member's browser no longer shows Klik: pushes may come again (domain/presence/presence).
  route(app, endpoints.pageHidden, {}, async (request, reply) => {
    if (request.user !== null) await markAbsent(app.db, request.user.sessionId)
    return reply.code(204).send(null)
  })
  done()
}

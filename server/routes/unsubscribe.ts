// POST /api/unsubscribe.php?t=TOKEN — one-click unsubscribe from digest mails (RFC 8058): the
// URL of their List-Unsubscribe header, and what the /unsubscribe page's button posts. Mail
// programs post `List-Unsubscribe=One-Click` as a form, urlencoded or multipart, with no
// cookie and perhaps a webmail's Origin (plugins/origin-check.ts lets this path through: the
// token, not a session, is the proof, so a forged request can do nothing a token-holder
// could not). No rate limit per address: one mail provider posts for many members from few
// addresses, and a guess at a 256-bit signature is hopeless anyway.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { unsubscribe } from '../domain/mail/unsubscribe'
import { httpError } from '../domain/api-error'
import { acceptFormBodies } from '../http/form-body'
import { route } from '../http/route'

export const unsubscribeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  acceptFormBodies(app)
  // The one field says nothing the path does not: the body is read and not parsed.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, parsed) => {
      parsed(null, null)
    },
  )
  route(app, endpoints.unsubscribe, {}, async (request) => {
    const topics = await unsubscribe(app.db, app.appSecret, request.query.t)
    if (topics === null) {
      throw httpError(400, 'unsubscribe.invalid_token', 'This unsubscribe link is not valid')
    }
    return { unsubscribed: topics }
  })
  done()
}

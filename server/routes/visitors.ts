// GET/POST /api/visitors.php, GET /api/visitor_photo.php and PUT /api/incognito.php
// (contract/visitors.ts): who visited the member, what they saw of it, and browsing incognito.
// Each answer depends on who asks (premium) and is never kept by a cache.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'
import { announceAccountChange } from '../domain/accounts/account-events'
import { blurredVisitorPhoto } from '../domain/visits/blurred-photo'
import { setIncognito } from '../domain/visits/incognito'
import { listVisitors, markVisitorsSeen } from '../domain/visits/visitors'

export const visitorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

  route(app, endpoints.visitors, { onRequest: requireUser }, (request) =>
    listVisitors(app.db, userOf(request).id),
  )

  route(app, endpoints.visitorsSeen, { onRequest: requireUser }, async (request, reply) => {
    const memberId = userOf(request).id
    await markVisitorsSeen(app.db, memberId, request.body.until)
    // Other tabs and devices take the new count from user.php.
    await announceAccountChange(app, memberId)
    return reply.code(204).send(null)
  })

  route(app, endpoints.visitorPhoto, { onRequest: requireUser }, async (request, reply) => {
    const photo = await blurredVisitorPhoto(
      app.db,
      app.media,
      userOf(request).id,
      request.query.visit,
    )
    // Bytes are sent as they are (Fastify serializes objects only): z.null() stands for them.
    return reply.header('content-type', 'image/jpeg').send(photo as unknown as null)
  })

  route(app, endpoints.incognito, { onRequest: requireUser }, async (request) => {
    const memberId = userOf(request).id
    const answer = await setIncognito(app.db, memberId, request.body.incognito)
    await announceAccountChange(app, memberId)
    return answer
  })
  done()
}

// GET /api/logout.php — ends this browser's session and clears both session cookies; answers
// the text "done" (spec §7), also when nobody was logged in.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { route } from '../http/route'
import { endSession } from '../plugins/auth'

export const logoutRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.logout, {}, async (request, reply) => {
    await endSession(request, reply)
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('done')
  })
  done()
}

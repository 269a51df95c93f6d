// GET /api/ban.php (public): why this browser's account was banned, for /pages/ban. Only a
// browser showing a session the ban ended (or one a refused login of the banned account made:
// plugins/auth.ts startSession) is told; every other gets null (not an error: it is what most
// visitors of the page get), so the call says nothing about anyone else. Never cached: a lifted ban must stop showing at once.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { banOfSession } from '../domain/accounts/sessions'
import { route } from '../http/route'
import { SESSION_COOKIE } from '../http/session-cookies'

export const banRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.banStatus, {}, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store')
    const token = request.cookies[SESSION_COOKIE]
    const ban = token ? await banOfSession(app.db, token) : null
    if (ban === null) return null
    return { ground: ban.ground, banned_at: ban.bannedAt.toISOString() }
  })
  done()
}

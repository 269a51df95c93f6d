// PUT /api/password.php {current_password, new_password} — a logged-in member changes their
// password. Wrong attempts are limited per member like the other password checks; the
// member's other sessions end, this one stays.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { changePassword } from '../domain/accounts/password-change'
import { keyedLimiter } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const passwordRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const passwordChecks = keyedLimiter(app, 'password-change', { max: 10, timeWindow: '15 minutes' })

  route(app, endpoints.passwordChange, { onRequest: requireUser }, async (request) => {
    const member = userOf(request)
    await passwordChecks(request, String(member.id))
    const { current_password, new_password } = request.body
    await changePassword(app.db, member, current_password, new_password, request.site.name)
    return { ok: true as const }
  })
  done()
}

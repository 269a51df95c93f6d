// POST /api/login.php — logs a member in with address and password (argon2id). Unknown
// addresses take as long as wrong passwords; attempts are limited per IP and per address.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { emailKey } from '../domain/accounts/email-address'
import { authenticate } from '../domain/accounts/login'
import { currentUserResponse } from '../plugins/current-user'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { route } from '../http/route'
import { startSession } from '../plugins/auth'

export const loginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const perEmail = keyedLimiter(app, 'login-email', { max: 10, timeWindow: '15 minutes' })
  const config = perIp(app, { max: 50, timeWindow: '15 minutes' })
  route(app, endpoints.login, { config }, async (request, reply) => {
    const { email, password } = request.body
    await perEmail(request, emailKey(email))
    const account = await authenticate(app.db, email, password)
    await startSession(request, reply, account.id)
    return currentUserResponse(request, reply)
  })
  done()
}

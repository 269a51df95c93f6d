// POST /api/login.php — logs a member in with address and password (argon2id). Unknown
// addresses take as long as wrong passwords; attempts are limited per IP and per address.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import { loginBodySchema } from '../../src/contract/session'
import { userResponseSchema } from '../../src/contract/user'
import { findLiveAccountByEmail } from '../domain/accounts/account-lookup'
import { emailKey } from '../domain/accounts/email-address'
import { verifyPassword } from '../domain/accounts/passwords'
import { httpError } from '../http/api-error'
import { currentUserResponse } from '../http/current-user'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { startSession } from '../plugins/auth'

export const loginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const perEmail = keyedLimiter(app, 'login-email', { max: 10, timeWindow: '15 minutes' })
  app.post(
    '/api/login.php',
    {
      config: perIp(app, { max: 50, timeWindow: '15 minutes' }),
      schema: {
        summary: 'Log in',
        tags: ['session'],
        body: loginBodySchema,
        response: {
          200: userResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      await perEmail(request, emailKey(email))
      const account = await findLiveAccountByEmail(app.db, email)
      const valid = await verifyPassword(account?.passwordHash ?? null, password)
      if (account === null || !valid) {
        throw httpError(401, 'login.invalid_credentials', 'Wrong email address or password')
      }
      await startSession(request, reply, account.id)
      return currentUserResponse(request, reply)
    },
  )
  done()
}

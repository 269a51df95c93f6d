// /api/password_reset.php
//   POST {email}          mails a reset link when the address has an account; always the
//                         same 202 answer, so it reveals no accounts
//   GET ?token=…          the mailed link: opens a session allowed to set a new password for
//                         15 minutes and redirects to /reset-password/do (a bad, used or
//                         expired link to /reset-password?error=invalid_token)
//   POST ?do=1 {password} sets the new password in that session; every other session ends
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/contract/errors'
import {
  acceptedResponseSchema,
  passwordResetDoBodySchema,
  passwordResetRequestBodySchema,
} from '../../src/contract/session'
import {
  findLiveAccountByEmail,
  findLiveAccount,
  markActivated,
} from '../domain/accounts/account-lookup'
import { emailKey } from '../domain/accounts/email-address'
import {
  issuePasswordReset,
  setNewPassword,
  usePasswordReset,
} from '../domain/accounts/password-reset'
import { RESET_WINDOW_MS } from '../domain/accounts/sessions'
import { siteUrl } from '../domain/sites/site-url'
import { httpError } from '../http/api-error'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { requireUser, startSession, userOf } from '../plugins/auth'

export const RESET_DO = '/reset-password/do'
export const RESET_INVALID = '/reset-password?error=invalid_token'

export const passwordResetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const perEmail = keyedLimiter(app, 'reset-email', { max: 5, timeWindow: '1 hour' })

  app.post(
    '/api/password_reset.php',
    {
      config: perIp(app, { max: 10, timeWindow: '1 hour' }),
      schema: {
        summary: 'Mail a password-reset link (same answer whether the account exists or not)',
        tags: ['session'],
        body: passwordResetRequestBodySchema,
        response: { 202: acceptedResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await perEmail(request, emailKey(request.body.email))
      const account = await findLiveAccountByEmail(app.db, request.body.email)
      if (account !== null) {
        const token = await issuePasswordReset(app.db, account.id)
        await app.mail.send({
          userId: account.id,
          kind: 'password_reset',
          to: account.email,
          locale: account.language,
          values: { site: request.site.name, name: account.name },
          link: `${siteUrl(request.site, app.config.PUBLIC_URL)}/api/password_reset.php?token=${token}`,
        })
      }
      return reply.code(202).send({ ok: true as const })
    },
  )

  app.get(
    '/api/password_reset.php',
    {
      schema: {
        summary: 'The mailed reset link: logs in for setting a new password',
        tags: ['session'],
        querystring: z.object({ token: z.string().max(500).describe('from the reset mail') }),
        response: {
          302: z.null().describe(`to ${RESET_DO}, or ${RESET_INVALID}`),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await usePasswordReset(app.db, request.query.token)
      const account = userId === null ? null : await findLiveAccount(app.db, userId)
      if (account === null) return reply.redirect(RESET_INVALID)
      // The link proves the address as well as an activation link would.
      await markActivated(app.db, account.id)
      await startSession(request, reply, account.id, {
        canResetPasswordUntil: new Date(Date.now() + RESET_WINDOW_MS),
      })
      return reply.redirect(RESET_DO)
    },
  )

  app.post(
    '/api/password_reset.php',
    {
      constraints: { action: 'do' },
      schema: {
        summary: 'Set the new password (in the session the reset link opened)',
        tags: ['session'],
        body: passwordResetDoBodySchema,
        response: { 200: acceptedResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const member = userOf(request)
      const until = member.canResetPasswordUntil
      if (until === null || until.getTime() <= Date.now()) {
        throw httpError(403, 'password_reset.session_required', 'Open the reset link again')
      }
      await setNewPassword(app.db, member.id, member.sessionId, request.body.password)
      return { ok: true as const }
    },
  )
  done()
}

// /api/password_reset.php
//   POST {email}          mails a reset link when the address has an account; always the
//                         same 202 answer, so it reveals no accounts
//   GET ?token=…          the mailed link: opens a session allowed to set a new password for
//                         15 minutes and redirects to /reset-password/do (a bad, used or
//                         expired link to /reset-password?error=invalid_token)
//   POST ?do=1 {password} sets the new password in that session; every other session ends
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { RESET_DO, RESET_INVALID } from '../../src/contract/session'
import { findLiveAccountByEmail } from '../domain/accounts/account-lookup'
import { emailKey } from '../domain/accounts/email-address'
import {
  issuePasswordReset,
  setNewPasswordInResetSession,
  usePasswordResetLink,
} from '../domain/accounts/password-reset'
import { RESET_WINDOW_MS } from '../domain/accounts/sessions'
import { siteUrl } from '../domain/sites/site-url'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { route } from '../http/route'
import { BAN_PAGE, requireUser, startLinkSession, userOf } from '../plugins/auth'

export const passwordResetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const perEmail = keyedLimiter(app, 'reset-email', { max: 5, timeWindow: '1 hour' })

  route(
    app,
    endpoints.passwordReset,
    { config: perIp(app, { max: 10, timeWindow: '1 hour' }) },
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

  route(app, endpoints.passwordResetLink, {}, async (request, reply) => {
    const userId = await usePasswordResetLink(app.db, request.query.token, app.sites.welcomeCredits)
    if (userId === null) return reply.redirect(RESET_INVALID)
    const started = await startLinkSession(request, reply, userId, {
      canResetPasswordUntil: new Date(Date.now() + RESET_WINDOW_MS),
    })
    return reply.redirect(started ? RESET_DO : BAN_PAGE)
  })

  route(app, endpoints.passwordResetDo, { onRequest: requireUser }, async (request) => {
    await setNewPasswordInResetSession(
      app.db,
      userOf(request),
      request.body.password,
      request.site.name,
    )
    return { ok: true as const }
  })
  done()
}

// /api/mail_change.php
//   POST {email,password}  asks to move the account: the new address gets a confirmation link
//                          (/mail-change/do?token=…, 24 h), the old one a "this was not me"
//                          link (7 days)
//   POST ?confirm=1 {token} the new address's link: switches the address (no login needed)
//   GET ?undo=…            the old address's link: restores it, cancels the change, ends
//                          every session, redirects to /notifications#email-change-incorrect
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { announceAccountChange } from '../domain/accounts/account-events'
import { UNDO_INVALID, UNDONE } from '../../src/contract/session'
import {
  confirmMailChange,
  requestMailChange,
  undoMailChange,
} from '../domain/accounts/mail-change'
import { accountConfirmedByPassword } from '../domain/accounts/password-confirmation'
import { siteUrl } from '../domain/sites/site-url'
import { httpError } from '../domain/api-error'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { route } from '../http/route'
import { endSession, requireUser, userOf } from '../plugins/auth'

export const mailChangeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const passwordChecks = keyedLimiter(app, 'mail-change-password', {
    max: 10,
    timeWindow: '15 minutes',
  })

  route(
    app,
    endpoints.mailChange,
    { config: perIp(app, { max: 10, timeWindow: '1 hour' }), onRequest: requireUser },
    async (request, reply) => {
      const member = userOf(request)
      await passwordChecks(request, String(member.id))
      const account = await accountConfirmedByPassword(app.db, member.id, request.body.password)
      const change = await requestMailChange(app.db, member.id, account.email, request.body.email)
      const base = siteUrl(request.site, app.config.PUBLIC_URL)
      const values = { site: request.site.name, name: account.name, email: change.newEmail }
      await app.mail.send({
        userId: member.id,
        kind: 'mail_change',
        to: change.newEmail,
        locale: account.language,
        values,
        link: `${base}/mail-change/do?token=${change.confirmToken}`,
      })
      await app.mail.send({
        userId: member.id,
        kind: 'mail_change_undo',
        to: account.email,
        locale: account.language,
        values,
        link: `${base}/api/mail_change.php?undo=${change.undoToken}`,
      })
      return reply.code(202).send({ ok: true as const })
    },
  )

  route(
    app,
    endpoints.mailChangeConfirm,
    { config: perIp(app, { max: 30, timeWindow: '1 hour' }) },
    async (request) => {
      const changed = await confirmMailChange(app.db, request.body.token, app.sites.welcomeCredits)
      if (changed === null) {
        throw httpError(400, 'mail_change.invalid_token', 'This link is not valid (any more)')
      }
      await announceAccountChange(app, changed.userId)
      return { email: changed.email }
    },
  )

  route(app, endpoints.mailChangeUndo, {}, async (request, reply) => {
    const userId = await undoMailChange(app.db, request.query.undo)
    if (userId === null) return reply.redirect(UNDO_INVALID)
    // Every session of the member is gone; this browser forgets its cookies too.
    await endSession(request, reply)
    return reply.redirect(UNDONE)
  })
  done()
}

// POST /api/activation_mail.php — mails the activation link again to the logged-in member who
// has not activated yet. The limits (one every 2 minutes, 5 a day) live in the domain and
// count the mails sent; a per-IP limit keeps one address from asking for many accounts.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { nextActivationMailIn, prepareActivationMail } from '../domain/accounts/activation'
import { siteUrl } from '../domain/sites/site-url'
import { perIp } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const activationMailRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(
    app,
    endpoints.activationMail,
    { config: perIp(app, { max: 20, timeWindow: '1 hour' }), onRequest: requireUser },
    async (request, reply) => {
      const userId = userOf(request).id
      const { account, token } = await prepareActivationMail(app.db, userId)
      await app.mail.send({
        userId,
        kind: 'activate',
        to: account.email,
        locale: account.language,
        values: { site: request.site.name, name: account.name },
        link: `${siteUrl(request.site, app.config.PUBLIC_URL)}/api/activate.php?token=${token}`,
      })
      const nextIn = await nextActivationMailIn(app.db, userId)
      return reply.code(202).send({ sent_to: account.email, next_in: nextIn })
    },
  )
  done()
}

// GET /api/activate.php
//   ?token=…  the activation link of the mail: activates the account, logs it in on this
//             browser and redirects to /activate/done (/activate/error for a bad, used or
//             expired link, or one mailed to an address the account no longer has). A used
//             link opened by its own member, logged in and active, lands on /activate/done
//             too: the account is active, which is what the member wants to know.
//   (none)    { delivered }: whether the activation mail left (signup step 6 polls it)
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { ACTIVATE_DONE, ACTIVATE_ERROR } from '../../src/contract/signup'
import { activationMailDelivered, useActivationLink } from '../domain/accounts/activation'
import { announceAccountChange } from '../domain/accounts/account-events'
import { route } from '../http/route'
import { BAN_PAGE, startLinkSession, userOf } from '../plugins/auth'

export const activateRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.activate, {}, async (request, reply) => {
    const { token } = request.query
    if (token === undefined) {
      const userId = userOf(request).id
      reply.header('cache-control', 'no-store')
      return { delivered: await activationMailDelivered(app.db, userId) }
    }
    const outcome = await useActivationLink(
      app.db,
      token,
      app.sites.welcomeCredits,
      request.user?.id ?? null,
    )
    if (outcome === null) return reply.redirect(ACTIVATE_ERROR)
    if (outcome.kind === 'active') return reply.redirect(ACTIVATE_DONE)
    const { userId } = outcome
    await announceAccountChange(app, userId)
    if (request.user?.id !== userId && !(await startLinkSession(request, reply, userId)))
      return reply.redirect(BAN_PAGE)
    return reply.redirect(ACTIVATE_DONE)
  })
  done()
}

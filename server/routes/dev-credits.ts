// POST /api/dev/credits.php — development only (DEV_TOOLS): sets the logged-in member's credit
// balance to 0 through the ledger, for the dev panel's "set credits to 0" button.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { changeCreditBalance } from '../domain/credits/credit-balance'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const devCreditsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.devCredits, { onRequest: requireUser }, async (request) => {
    const member = userOf(request)
    const changed = await changeCreditBalance(app.db, member.id, request.body.credits, 'dev_reset')
    app.events.publish(changed.events)
    return { credits: changed.balance }
  })
  done()
}

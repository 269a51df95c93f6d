// /api/delete_account.php — the offer shown before deleting (spec: delete_discount): GET
// answers it, POST takes it (the member keeps the account). Deleting is DELETE /api/user.php.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { acceptDeleteOffer, deleteOffer } from '../domain/accounts/delete-offer'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const deleteAccountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.deleteOffer, { onRequest: requireUser }, (request) =>
    deleteOffer(app.db, userOf(request).id, request.site),
  )

  route(app, endpoints.acceptDeleteOffer, { onRequest: requireUser }, (request) =>
    acceptDeleteOffer(app.db, userOf(request).id, request.site),
  )
  done()
}

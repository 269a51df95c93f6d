// GET /api/profile_fields.php — allowed values of the site's visible profile fields.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { allowedValuesFor } from '../domain/profile/allowed-values'
import { route } from '../http/route'

export const profileFieldsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.profileFields, {}, (request) => ({
    allowed_values: allowedValuesFor(request.site.visible_profile_fields),
  }))
  done()
}

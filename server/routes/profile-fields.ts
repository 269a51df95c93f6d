// GET /api/profile_fields.php — allowed values of the site's visible profile fields.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { profileFieldsResponseSchema } from '../../src/contract/profile-fields'
import { allowedValuesFor } from '../domain/profile/allowed-values'

export const profileFieldsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/profile_fields.php',
    {
      schema: {
        summary: 'Allowed values per profile field',
        tags: ['profile'],
        response: { 200: profileFieldsResponseSchema },
      },
    },
    (request) => ({ allowed_values: allowedValuesFor(request.site.visible_profile_fields) }),
  )
  done()
}

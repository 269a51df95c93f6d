// GET /api/user.php — the logged-in member; 403 auth.required when logged out.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import { userResponseSchema } from '../../src/contract/user'
import { requireUser, userOf } from '../plugins/auth'

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/user.php',
    {
      schema: {
        summary: 'The logged-in member',
        tags: ['account'],
        response: { 200: userResponseSchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    (request) => ({ id: userOf(request).id }),
  )
  done()
}

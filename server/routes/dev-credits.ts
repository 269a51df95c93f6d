// POST /api/dev/credits.php — development only (DEV_TOOLS): sets the logged-in member's credit
// balance to 0 through the ledger, for the dev panel's "set credits to 0" button.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { devCreditsBodySchema, devCreditsResponseSchema } from '../../src/contract/dev'
import { errorBodySchema } from '../../src/contract/errors'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { requireUser, userOf } from '../plugins/auth'

export const devCreditsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/api/dev/credits.php',
    {
      schema: {
        summary: 'Development only: set my credits to 0',
        tags: ['dev'],
        body: devCreditsBodySchema,
        response: { 200: devCreditsResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const member = userOf(request)
      return {
        credits: await setCreditBalance(app.db, member.id, request.body.credits, 'dev_reset'),
      }
    },
  )
  done()
}

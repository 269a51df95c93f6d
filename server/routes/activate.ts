// GET /api/activate.php
//   ?token=…  the activation link of the mail: activates the account, logs it in on this
//             browser and redirects to /activate/done (/activate/error for a bad, used or
//             expired link)
//   (none)    { delivered }: whether the activation mail left (signup step 6 polls it)
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../src/contract/errors'
import { activateStatusResponseSchema } from '../../src/contract/signup'
import { mails } from '../db/schema'
import { findLiveAccount, markActivated } from '../domain/accounts/account-lookup'
import { useToken } from '../domain/accounts/one-time-tokens'
import { startSession, userOf } from '../plugins/auth'

export const ACTIVATE_DONE = '/activate/done'
export const ACTIVATE_ERROR = '/activate/error'

export const activateRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/activate.php',
    {
      schema: {
        summary: 'Activation link (with token), or whether the activation mail was delivered',
        tags: ['account'],
        querystring: z.object({
          token: z.string().max(500).optional().describe('from the activation mail'),
        }),
        response: {
          200: activateStatusResponseSchema,
          302: z.null().describe('to /activate/done, or /activate/error for a bad link'),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query
      if (token === undefined) {
        const userId = userOf(request).id
        reply.header('cache-control', 'no-store')
        const [mail] = await app.db
          .select({ delivered: mails.delivered })
          .from(mails)
          .where(and(eq(mails.userId, userId), eq(mails.kind, 'activate')))
          .orderBy(desc(mails.id))
          .limit(1)
        return { delivered: mail?.delivered ?? false }
      }
      const used = await useToken(app.db, 'activate', token)
      const account = used === null ? null : await findLiveAccount(app.db, used.userId)
      if (account === null) return reply.redirect(ACTIVATE_ERROR)
      await markActivated(app.db, account.id)
      if (request.user?.id !== account.id) await startSession(request, reply, account.id)
      return reply.redirect(ACTIVATE_DONE)
    },
  )
  done()
}

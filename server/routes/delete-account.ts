// /api/delete_account.php — the offer shown before deleting (spec: delete_discount): GET
// answers it, POST takes it (the member keeps the account). Deleting is DELETE /api/user.php.
import { eq, isNull, and } from 'drizzle-orm'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import {
  deleteOfferAcceptResponseSchema,
  deleteOfferResponseSchema,
} from '../../src/contract/session'
import { users } from '../db/schema'
import { requireUser, userOf } from '../plugins/auth'

export const deleteAccountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const offer = async (userId: number, discount: number) => {
    const [row] = await app.db
      .select({ acceptedAt: users.retentionDiscountAcceptedAt })
      .from(users)
      .where(eq(users.id, userId))
    return { discount, accepted: row?.acceptedAt != null }
  }

  app.get(
    '/api/delete_account.php',
    {
      schema: {
        summary: 'The discount offered for staying',
        tags: ['account'],
        response: { 200: deleteOfferResponseSchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    (request) => offer(userOf(request).id, request.site.delete_discount),
  )

  app.post(
    '/api/delete_account.php',
    {
      schema: {
        summary: 'Take the discount and keep the account',
        tags: ['account'],
        response: {
          200: deleteOfferAcceptResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const userId = userOf(request).id
      await app.db
        .update(users)
        .set({ retentionDiscountAcceptedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.retentionDiscountAcceptedAt)))
      return offer(userId, request.site.delete_discount)
    },
  )
  done()
}

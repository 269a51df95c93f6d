// /api/block.php (designed here; spec §6 leaves blocking out):
//   POST    body {profile}: block the member (idempotent); the likes between the two end
//   DELETE  body {profile}: unblock (idempotent)
// Login required (403 auth.required). Blocking yourself is 400 block.self; an unknown or
// deleted member, or one who blocked you, is 404 member.not_found (as on their page);
// unblocking only needs the member to exist.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import { blockResponseSchema, profileBodySchema } from '../../src/contract/members'
import { block, unblock } from '../domain/members/blocks'
import { canOpenPage, memberExists } from '../domain/members/member-access'
import { httpError } from '../http/api-error'
import { keyedLimiter } from '../http/rate-limit'
import { requireUser, userOf } from '../plugins/auth'

const responses = {
  200: blockResponseSchema,
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
}

export const blockRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const blockChanges = keyedLimiter(app, 'blocks', { max: 100, timeWindow: '1 hour' })

  /**
   * The asking member and the member the body names. Blocking needs a member whose page the
   * asker may open; unblocking only an existing one, so a block stays removable when the other
   * member blocked back or deleted their account.
   */
  async function blockPair(request: FastifyRequest, profile: number, action: 'block' | 'unblock') {
    const viewerId = userOf(request).id
    await blockChanges(request, String(viewerId))
    if (profile === viewerId) throw httpError(400, 'block.self', 'You cannot block yourself')
    const found =
      action === 'block'
        ? await canOpenPage(app.db, viewerId, profile)
        : await memberExists(app.db, profile)
    if (!found) throw httpError(404, 'member.not_found', 'No such member')
    return { viewerId, memberId: profile }
  }

  app.post(
    '/api/block.php',
    {
      schema: {
        summary: 'Block a member: the two no longer see each other; likes between them end',
        tags: ['members'],
        body: profileBodySchema,
        response: responses,
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { viewerId, memberId } = await blockPair(request, request.body.profile, 'block')
      await block(app.db, viewerId, memberId)
      return { blocked: true }
    },
  )

  app.delete(
    '/api/block.php',
    {
      schema: {
        summary: 'Unblock a member',
        tags: ['members'],
        body: profileBodySchema,
        response: responses,
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { viewerId, memberId } = await blockPair(request, request.body.profile, 'unblock')
      await unblock(app.db, viewerId, memberId)
      return { blocked: false }
    },
  )
  done()
}

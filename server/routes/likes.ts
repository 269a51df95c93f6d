// /api/likes.php (spec §3 Likes response, §4 Likes, §7):
//   GET     members the logged-in member likes and members who like them
//   POST    body {profile}: like (idempotent)
//   DELETE  body {profile}: unlike (idempotent)
// All need a login (403 auth.required). Liking yourself is 400 likes.self; a member who is
// unknown, deleted or blocked (either way) is 404 member.not_found.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import {
  likeResponseSchema,
  likesResponseSchema,
  profileBodySchema,
} from '../../src/contract/members'
import { like, listLikes, unlike } from '../domain/likes/likes'
import { isListedFor } from '../domain/members/member-access'
import { httpError } from '../http/api-error'
import { keyedLimiter } from '../http/rate-limit'
import { requireUser, userOf } from '../plugins/auth'

const changeResponses = {
  200: likeResponseSchema,
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
}

export const likesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Plenty for a person clicking through search; stops a script liking everyone.
  const likeChanges = keyedLimiter(app, 'likes', { max: 300, timeWindow: '1 hour' })

  /** The asking member and the member the body names, once both checks pass. */
  async function likePair(request: FastifyRequest, profile: number) {
    const viewerId = userOf(request).id
    await likeChanges(request, String(viewerId))
    if (profile === viewerId) throw httpError(400, 'likes.self', 'You cannot like yourself')
    if (!(await isListedFor(app.db, viewerId, profile))) {
      throw httpError(404, 'member.not_found', 'No such member')
    }
    return { viewerId, memberId: profile }
  }

  app.get(
    '/api/likes.php',
    {
      schema: {
        summary: 'Members the logged-in member likes, and members who like them',
        tags: ['members'],
        response: { 200: likesResponseSchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listLikes(app.db, userOf(request).id)
    },
  )

  app.post(
    '/api/likes.php',
    {
      schema: {
        summary: 'Like a member (liking twice keeps the first like)',
        tags: ['members'],
        body: profileBodySchema,
        response: changeResponses,
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { viewerId, memberId } = await likePair(request, request.body.profile)
      await like(app.db, viewerId, memberId)
      return { did_like_profile: true }
    },
  )

  app.delete(
    '/api/likes.php',
    {
      schema: {
        summary: 'Unlike a member (unliking a member you do not like changes nothing)',
        tags: ['members'],
        body: profileBodySchema,
        response: changeResponses,
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { viewerId, memberId } = await likePair(request, request.body.profile)
      await unlike(app.db, viewerId, memberId)
      return { did_like_profile: false }
    },
  )
  done()
}

// GET /api/member.php?id= — the member page (auth optional; designed here, the spec leaves the
// member-detail call out). 404 member.not_found for an unknown or deleted member and for one
// who blocked the asking member. Opening the page of a member who liked you marks that like
// as seen (spec §4 "opening a profile marks its like as not new").
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/contract/errors'
import { memberQuerySchema, memberResponseSchema } from '../../src/contract/members'
import { markLikeSeen } from '../domain/likes/likes'
import { loadMemberPage } from '../domain/members/member-page'
import { httpError } from '../http/api-error'

export const memberRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/member.php',
    {
      schema: {
        summary: 'A member page: card, visible details, photos as the asking member may open them',
        description:
          "Only the site's visible_profile_fields are filled. images[].filename (full size) is null unless the asking member is premium or the photo is the main one.",
        tags: ['members'],
        querystring: memberQuerySchema,
        response: { 200: memberResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Depends on who asks (likes, blocks, premium): never kept by a browser or proxy cache.
      reply.header('cache-control', 'private, no-store')
      const viewerId = request.user?.id ?? null
      const memberId = request.query.id
      const page = await loadMemberPage(app.db, viewerId, memberId, request.site)
      if (page === null) throw httpError(404, 'member.not_found', 'No such member')
      if (viewerId !== null && viewerId !== memberId) {
        await markLikeSeen(app.db, memberId, viewerId)
      }
      return page
    },
  )
  done()
}

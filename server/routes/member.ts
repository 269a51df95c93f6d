// GET /api/member.php?id= — the member page (auth optional; designed here, the spec leaves the
// member-detail call out). Who may open which page is domain/members/member-page.ts's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { openMemberPage } from '../domain/members/member-page'
import { route } from '../http/route'

export const memberRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.member, {}, (request, reply) => {
    // Depends on who asks (likes, blocks, premium): never kept by a browser or proxy cache.
    reply.header('cache-control', 'private, no-store')
    return openMemberPage(app.db, request.user?.id ?? null, request.query.id, request.site)
  })
  done()
}

// GET /api/member.php?id= — the member page (auth optional; designed here, the spec leaves the
// member-detail call out). Who may open which page is domain/members/member-page.ts's. The
// page may be read from a read replica (plugins/read-replicas.ts); the like it marks seen is
// written to the primary.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { openMemberPage } from '../domain/visits/open-member-page'
import { route } from '../http/route'

export const memberRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.member, { config: { readReplica: true } }, (request, reply) => {
    // Depends on who asks (likes, blocks, premium): never kept by a browser or proxy cache.
    reply.header('cache-control', 'private, no-store')
    const viewerId = request.user?.id ?? null
    const dbs = { read: request.readDb, write: app.db }
    return openMemberPage(dbs, app.events, viewerId, request.query.id, request.site)
  })
  done()
}

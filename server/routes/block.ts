// /api/block.php (designed here; spec §6 leaves blocking out):
//   GET     the members I blocked, newest first (/profile lists them with Unblock)
//   POST    body {profile}: block the member (idempotent); the likes between the two end
//   DELETE  body {profile}: unblock (idempotent)
// Login required (403 auth.required); who may block whom is domain/members/block-access.ts's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { assertCanBlock, assertCanUnblock } from '../domain/members/block-access'
import { block, blockedBy, unblock } from '../domain/members/blocks'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'
import { memberChanges } from './member-change'

export const blockRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const change = memberChanges(app, 'blocks', { max: 100, timeWindow: '1 hour' })

  route(app, endpoints.blockedMembers, { onRequest: requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { profiles: await blockedBy(app.db, userOf(request).id) }
  })
  route(app, endpoints.block, { onRequest: requireUser }, async (request) => {
    await change(request, request.body.profile, assertCanBlock, block)
    return { blocked: true }
  })
  route(app, endpoints.unblock, { onRequest: requireUser }, async (request) => {
    await change(request, request.body.profile, assertCanUnblock, unblock)
    return { blocked: false }
  })
  done()
}

// /api/block.php (designed here; spec §6 leaves blocking out):
//   POST    body {profile}: block the member (idempotent); the likes between the two end
//   DELETE  body {profile}: unblock (idempotent)
// Login required (403 auth.required); who may block whom is domain/members/block-access.ts's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { assertCanBlock, assertCanUnblock } from '../domain/members/block-access'
import { block, unblock } from '../domain/members/blocks'
import { keyedLimiter } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const blockRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const blockChanges = keyedLimiter(app, 'blocks', { max: 100, timeWindow: '1 hour' })

  route(app, endpoints.block, { preHandler: requireUser }, async (request) => {
    const viewerId = userOf(request).id
    await blockChanges(request, String(viewerId))
    await assertCanBlock(app.db, viewerId, request.body.profile)
    await block(app.db, viewerId, request.body.profile)
    return { blocked: true }
  })

  route(app, endpoints.unblock, { preHandler: requireUser }, async (request) => {
    const viewerId = userOf(request).id
    await blockChanges(request, String(viewerId))
    await assertCanUnblock(app.db, viewerId, request.body.profile)
    await unblock(app.db, viewerId, request.body.profile)
    return { blocked: false }
  })
  done()
}

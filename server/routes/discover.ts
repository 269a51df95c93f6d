// /api/discover.php (contract/discover.ts, issue 32 §4):
//   GET   the next cards of the member's discover deck
//   POST  body {profile}: pass on a member for DISCOVER_PASS_DAYS (idempotent: the days start anew)
// Both need a login (403 auth.required). The deck hangs on the member's own latest likes and
// passes, so it is read from the primary, never a replica, and never kept by a cache. Liking
// from the deck is POST /api/likes.php.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { discoverDeck } from '../domain/discover/deck'
import { assertCanPass, passOn } from '../domain/discover/passes'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'
import { memberChanges } from './member-change'

export const discoverRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // A deck goes quicker than search (a pass is one tap), yet no person passes on 1,000 an hour.
  const change = memberChanges(app, 'discover_passes', { max: 1_000, timeWindow: '1 hour' })

  route(app, endpoints.discover, { onRequest: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return discoverDeck(app.db, request.site, userOf(request).id)
  })

  route(app, endpoints.discoverPass, { onRequest: requireUser }, async (request) => {
    let until = new Date()
    await change(request, request.body.profile, assertCanPass, async (db, memberId, passedId) => {
      until = await passOn(db, memberId, passedId)
    })
    return { passed: true as const, until: until.toISOString() }
  })
  done()
}

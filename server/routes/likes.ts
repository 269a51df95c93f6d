// /api/likes.php (spec §3 Likes response, §4 Likes, §7):
//   GET     members the logged-in member likes and members who like them
//   POST    body {profile}: like (idempotent); `match` when it is the first like back
//   DELETE  body {profile}: unlike (idempotent)
// All need a login (403 auth.required); who may like whom is domain/likes/likes.ts's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { assertCanLike } from '../domain/likes/like-access'
import { like, listLikes, unlike } from '../domain/likes/likes'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'
import { memberChanges } from './member-change'

export const likesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Plenty for a person clicking through search; stops a script liking everyone.
  const change = memberChanges(app, 'likes', { max: 300, timeWindow: '1 hour' })

  route(app, endpoints.likes, { onRequest: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return listLikes(app.db, userOf(request).id)
  })

  route(app, endpoints.like, { onRequest: requireUser }, async (request) => {
    let pushed = false
    let match = false
    await change(request, request.body.profile, assertCanLike, async (db, likerId, likedId) => {
      const outcome = await like(db, likerId, likedId, () => (pushed = true))
      match = outcome.match
      return outcome.events
    })
    if (pushed) app.jobWorker?.wake()
    return { did_like_profile: true, match }
  })
  route(app, endpoints.unlike, { onRequest: requireUser }, async (request) => {
    await change(request, request.body.profile, assertCanLike, unlike)
    return { did_like_profile: false }
  })
  done()
}

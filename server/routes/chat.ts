// /api/chats.php and /api/chat.php (spec §3, §4 Chats, §7):
//   GET    chats.php                      the member's conversations
//   GET    chat.php?profile=              the conversation with a member (made on first use)
//   DELETE chat.php body {conversation}   hide it for the asking member (or {profile}: all with them)
// All need a login (403 auth.required, checked before the query); the rules are
// domain/chat/conversations.ts's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import {
  assertCanChat,
  hideConversations,
  listConversations,
  openConversation,
} from '../domain/chat/conversations'
import { keyedLimiter } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const chatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Opening chats with many members in a row is what a script does, not a person.
  const opening = keyedLimiter(app, 'chat-open', { max: 120, timeWindow: '1 hour' })
  const hiding = keyedLimiter(app, 'chat-hide', { max: 300, timeWindow: '1 hour' })

  route(app, endpoints.chats, { preHandler: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return listConversations(app.db, userOf(request).id)
  })

  route(app, endpoints.chat, { onRequest: requireUser }, async (request, reply) => {
    const viewerId = userOf(request).id
    await opening(request, String(viewerId))
    await assertCanChat(app.db, viewerId, request.query.profile)
    reply.header('cache-control', 'private, no-store')
    return { id: await openConversation(app.db, viewerId, request.query.profile) }
  })

  route(app, endpoints.deleteChat, { preHandler: requireUser }, async (request) => {
    const viewerId = userOf(request).id
    await hiding(request, String(viewerId))
    return { hidden: await hideConversations(app.db, viewerId, request.body) }
  })
  done()
}

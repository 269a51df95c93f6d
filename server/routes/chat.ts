// /api/chats.php and /api/chat.php (spec §3, §4 Chats, §7):
//   GET    chats.php                      the member's conversations
//   GET    chat.php?profile=              the conversation with a member (made on first use)
//   DELETE chat.php body {conversation}   hide it for the asking member (or {profile}: all with them)
//   GET    messages.php?conversation=     a page of messages (designed in issue 10)
//   POST   messages.php                   send one, once per client_id, paid in credits
//   POST   messages_read.php              read up to a message
//   PUT    read_receipts.php              private read receipts on or off (issue 32 §5)
//   GET    icebreakers.php?conversation=  openers for an empty conversation (issue 32 §5)
// All need a login (403 auth.required, checked before the query); the rules are
// domain/chats/conversations.ts's.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import {
  assertCanChat,
  hideConversations,
  listConversations,
  openConversation,
} from '../domain/chats/conversations'
import { markRead } from '../domain/chats/mark-read'
import { setPrivateReceipts } from '../domain/chats/read-receipts'
import { icebreakers } from '../domain/chats/icebreakers'
import { requestLocale } from '../http/request-locale'
import { announceAccountChange } from '../domain/accounts/account-events'
import { pageOfMessages, toMessage } from '../domain/chats/messages'
import { sendMessage } from '../domain/chats/send-message'
import { keyedLimiter } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const chatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Opening chats with many members in a row is what a script does, not a person.
  const opening = keyedLimiter(app, 'chat-open', { max: 120, timeWindow: '1 hour' })
  const hiding = keyedLimiter(app, 'chat-hide', { max: 300, timeWindow: '1 hour' })
  // A fast typist in a lively chat sends a message every few seconds, not ten a second.
  const sending = keyedLimiter(app, 'chat-send', { max: 600, timeWindow: '1 hour' })
  const reading = keyedLimiter(app, 'chat-read', { max: 3000, timeWindow: '1 hour' })

  route(app, endpoints.chats, { onRequest: requireUser }, (request, reply) => {
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

  route(app, endpoints.deleteChat, { onRequest: requireUser }, async (request) => {
    const viewerId = userOf(request).id
    await hiding(request, String(viewerId))
    const { hidden, events } = await hideConversations(app.db, viewerId, request.body)
    app.events.publish(events)
    return { hidden }
  })

  route(app, endpoints.messages, { onRequest: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return pageOfMessages(app.db, userOf(request).id, request.query)
  })

  route(app, endpoints.sendMessage, { onRequest: requireUser }, async (request) => {
    const senderId = userOf(request).id
    await sending(request, String(senderId))
    const sent = await sendMessage(app.db, request.site, senderId, request.body)
    app.events.publish(sent.events)
    if (sent.pushAt !== undefined) app.jobWorker?.wake(sent.pushAt)
    return { message: toMessage(sent.message), cost: sent.cost, balance: sent.balance }
  })

  route(app, endpoints.readMessages, { onRequest: requireUser }, async (request) => {
    const memberId = userOf(request).id
    await reading(request, String(memberId))
    const { conversation, message } = request.body
    const read = await markRead(app.db, memberId, conversation, message)
    app.events.publish(read.events)
    return { num_unread_messages: read.num_unread_messages }
  })

  route(app, endpoints.icebreakers, { onRequest: requireUser }, async (request) => ({
    icebreakers: await icebreakers(
      app.db,
      userOf(request).id,
      request.query.conversation,
      requestLocale(request),
    ),
  }))

  route(app, endpoints.readReceipts, { onRequest: requireUser }, async (request) => {
    const memberId = userOf(request).id
    const answer = await setPrivateReceipts(app.db, memberId, request.body.private)
    // The member's other tabs read user.php again (the switch, and their ticks).
    await announceAccountChange(app, memberId)
    return answer
  })
  done()
}

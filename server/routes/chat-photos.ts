// Photos in chat (issue 32 §3, contract/chat.ts):
//   POST message_photo.php?conversation=&client_id=  a photo as a message (multipart, one file)
//   GET  message_photo.php?message=&view=             its picture, or its blurred stand-in
//   PUT  chat_photos.php {show}                       photos shown at once, or blurred until tapped
// A retry of a stored photo is answered before its body is read; the picture is checked,
// re-encoded and stored before the send's short transaction (no I/O inside it), and deleted
// again when the send stores no message with it (a retry raced it, or it was refused).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { announceAccountChange } from '../domain/accounts/account-events'
import {
  discardChatPhoto,
  messagePhotoBytes,
  processChatPhoto,
  setShowChatPhotos,
  storeChatPhoto,
} from '../domain/chats/chat-photos'
import { assertCanChat } from '../domain/chats/conversations'
import { partnerIn, toMessage } from '../domain/chats/messages'
import { sendMessage, sentBefore, type Sent } from '../domain/chats/send-message'
import { keyedLimiter } from '../http/rate-limit'
import { route } from '../http/route'
import { multipartFor } from '../http/uploads'
import { requireUser, userOf } from '../plugins/auth'

export const chatPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const readFiles = await multipartFor(app, 1)
  // Photos are fewer than words: a hundred an hour is a lively evening, not a script's flood.
  const sending = keyedLimiter(app, 'chat-photo', { max: 100, timeWindow: '1 hour' })

  route(app, endpoints.sendPhoto, { onRequest: requireUser }, async (request) => {
    const senderId = userOf(request).id
    const key = { ...request.query, text: '', photo: true }
    const sent = (await sentBefore(app.db, senderId, key)) ?? (await sendNew())
    async function sendNew(): Promise<Sent> {
      await sending(request, String(senderId))
      // Refused before the upload is read: a conversation that is not theirs, or closed.
      await assertCanChat(app.db, senderId, await partnerIn(app.db, senderId, key.conversation))
      const [file] = await readFiles(request)
      if (file === undefined) throw new Error('readFiles answered no file')
      const photo = await storeChatPhoto(app.media, senderId, await processChatPhoto(file))
      try {
        const answer = await sendMessage(app.db, request.site, senderId, { ...key, photo })
        if (answer.message.photoFilename !== photo.filename)
          await discardChatPhoto(app.media, photo)
        return answer
      } catch (error) {
        await discardChatPhoto(app.media, photo)
        throw error
      }
    }
    app.events.publish(sent.events)
    if (sent.pushAt !== undefined) app.jobWorker?.wake(sent.pushAt)
    return { message: toMessage(sent.message), cost: sent.cost, balance: sent.balance }
  })

  route(app, endpoints.messagePhoto, { onRequest: requireUser }, async (request, reply) => {
    const { message, view } = request.query
    const photo = await messagePhotoBytes(app.db, app.media, userOf(request).id, message, view)
    // A message's picture never changes: the member's browser may keep it, no shared cache.
    void reply.header('cache-control', 'private, max-age=31536000, immutable')
    // Bytes are sent as they are (Fastify serializes objects only): z.null() stands for them.
    return reply.header('content-type', 'image/jpeg').send(photo as unknown as null)
  })

  route(app, endpoints.chatPhotos, { onRequest: requireUser }, async (request) => {
    const memberId = userOf(request).id
    const answer = await setShowChatPhotos(app.db, memberId, request.body.show)
    // The member's other tabs read user.php again.
    await announceAccountChange(app, memberId)
    return answer
  })
}

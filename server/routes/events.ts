// The live channel and the typing signal (issue 10):
//   GET  events.php   Server-Sent Events of what changed for the member (domain/events/)
//   POST typing.php   body {conversation}: tells the partner, through the bus, never stored
// Both need a login (403 auth.required, before anything streams).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { typingPartner } from '../domain/chats/messages'
import { markPresent } from '../domain/presence/presence'
import { LiveStream } from '../domain/events/live-stream'
import { keyedLimiter } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'
import type { OpenStream } from '../plugins/events'

/** A browser sends back the id we gave it; anything else is a client to start afresh. */
export function parseLastEventId(
  header: string | string[] | undefined,
): number | 'unknown' | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value === '') return undefined
  return /^\d{1,15}$/.test(value) ? Number(value) : 'unknown'
}

// Written from the stream when the socket's buffer holds more than this: the client is not
// reading, so it is cut off and resumes from its last id when it reconnects.
const MAX_BUFFERED_BYTES = 1 << 20

export const eventsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // A reconnecting tab opens a stream every few seconds at worst; scripts open hundreds.
  const opening = keyedLimiter(app, 'events-open', { max: 600, timeWindow: '1 hour' })
  // One signal every few seconds while writing.
  const typing = keyedLimiter(app, 'chat-typing', { max: 1_800, timeWindow: '1 hour' })

  route(
    app,
    endpoints.events,
    { onRequest: requireUser, sse: 'manual' },
    async (request, reply) => {
      const member = userOf(request)
      // HEAD (Fastify answers it with this handler): the stream's headers at once, no stream;
      // a stream opened for it would never end, and the client would wait until it gave up.
      if (request.method === 'HEAD') {
        return reply
          .code(200)
          .header('cache-control', 'private, no-store')
          .type('text/event-stream')
          .send('')
      }
      await opening(request, String(member.id))
      // The client opens the channel only while its page is shown: no pushes meanwhile.
      await markPresent(app.db, member.sessionId)
      const fromHeader = parseLastEventId(request.headers['last-event-id'])
      const lastEventId = fromHeader ?? request.query.last_event_id
      const sse = reply.sse
      sse.keepAlive()
      reply.header('cache-control', 'private, no-store')
      sse.sendHeaders(200)
      const entry: OpenStream = {
        memberId: member.id,
        sessionId: member.sessionId,
        end: () => sse.close(),
        stream: new LiveStream({
          db: app.db,
          bus: app.events,
          memberId: member.id,
          lastEventId,
          send: async (event) => {
            if (reply.raw.writableLength > MAX_BUFFERED_BYTES) {
              app.liveStreams.end(entry)
              return
            }
            await sse.send({
              ...(event.id === undefined ? {} : { id: String(event.id) }),
              event: event.type,
              data: event.data,
            })
          },
          onError: (error) => {
            request.log.warn({ err: error }, 'live channel failed; the client will resume')
            app.liveStreams.end(entry)
          },
        }),
      }
      sse.onClose(() => app.liveStreams.remove(entry))
      app.liveStreams.add(entry)
      entry.stream.start()
    },
  )

  route(app, endpoints.typing, { onRequest: requireUser }, async (request, reply) => {
    const memberId = userOf(request).id
    await typing(request, String(memberId))
    const { conversation } = request.body
    const partnerId = await typingPartner(app.db, memberId, conversation)
    app.events.typing(partnerId, { conversation, profile: memberId })
    return reply.code(204).send(null)
  })
  done()
}

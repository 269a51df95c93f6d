// The authorization table's chats: B's conversation with Carol (made by world()) cannot be
// listed, read, written, marked or hidden by A, and A's event channel carries A's events only.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { messages } from '../../db/schema'
import { setCreditBalance } from '../../domain/credits/credit-balance'
import { SESSION_COOKIE } from '../../http/session-cookies'
import { byA, conversationOf, del, get, inTurn, messageOf, post, put, upload } from './calls'
import { acrossMembers, type Entry } from './harness'
import type { Rows } from './rows'

/** `rows` without the conversation with `memberId` (and B's view of it): A may open one. */
function withoutConversationWith(rows: Rows, memberId: number): Rows {
  const theirs = rows.conversations.filter(
    (row) => row.memberLow === memberId || row.memberHigh === memberId,
  )
  const ids = new Set(theirs.map((row) => row.id))
  return {
    ...rows,
    conversations: rows.conversations.filter((row) => !ids.has(row.id)),
    chatViews: rows.chatViews.filter((row) => !ids.has(row.conversationId)),
  }
}

export const chatScopes: Record<string, Entry> = {
  'GET /api/chats.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's list holds A's conversations only: B's with Carol is not in it.
    across: acrossMembers({ act: byA(get('/api/chats.php'), 200, { chats: [] }) }),
  },
  'GET /api/chat.php': {
    scope: 'member',
    loggedOut: ({ member }) => ({ query: `profile=${member}` }),
    // A opening a chat with B makes their conversation and B's view of it (the call's rule);
    // B's conversation with Carol stays as it was.
    across: acrossMembers({
      act: byA(
        get(({ b }) => `/api/chat.php?profile=${b.user.id}`),
        200,
      ),
      ignore: (rows, { a }) => withoutConversationWith(rows, a.user.id),
      check: (after, before) => {
        expect(after.conversations).toHaveLength(before.conversations.length + 1)
      },
    }),
  },
  'DELETE /api/chat.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { conversation: 1 } }),
    // A cannot hide B's conversation with Carol, by its id or by Carol's profile.
    across: acrossMembers({
      act: inTurn(
        byA(
          del('/api/chat.php', async (world) => ({ conversation: await conversationOf(world) })),
          404,
        ),
        byA(
          del('/api/chat.php', ({ carol }) => ({ profile: carol.user.id })),
          200,
          (answer) => expect(answer).toEqual({ hidden: 0 }),
        ),
      ),
    }),
  },
  'GET /api/messages.php': {
    scope: 'member',
    loggedOut: () => ({ query: 'conversation=1' }),
    // A cannot read B's conversation with Carol.
    across: acrossMembers({
      act: byA(
        get(async (world) => `/api/messages.php?conversation=${await conversationOf(world)}`),
        404,
      ),
    }),
  },
  'GET /api/icebreakers.php': {
    scope: 'member',
    loggedOut: () => ({ query: 'conversation=1' }),
    // A learns nothing of B's conversation with Carol, not even openers about Carol.
    across: acrossMembers({
      act: byA(
        get(async (world) => `/api/icebreakers.php?conversation=${await conversationOf(world)}`),
        404,
      ),
    }),
  },
  'POST /api/messages.php': {
    scope: 'member',
    loggedOut: () => ({
      payload: { conversation: 1, client_id: '0190c6b2-7c1e-7a00-8000-000000000001', text: 'Hi' },
    }),
    // A, with credits, cannot write in B's conversation with Carol, nor reuse B's message id.
    across: acrossMembers({
      prepare: ({ app, a }) => setCreditBalance(app.db, a.user.id, 100, 'test_grant'),
      act: byA(
        post('/api/messages.php', async (world) => ({
          conversation: await conversationOf(world),
          client_id: (await messageOf(world)).clientId,
          text: 'Not yours',
        })),
        404,
      ),
    }),
  },
  'POST /api/message_photo.php': {
    scope: 'member',
    loggedOut: () => ({
      query: 'conversation=1&client_id=0190c6b2-7c1e-7a00-8000-000000000001',
      multipart: true,
    }),
    // A, with credits, cannot send a photo into B's conversation with Carol.
    across: acrossMembers({
      prepare: ({ app, a }) => setCreditBalance(app.db, a.user.id, 100, 'test_grant'),
      act: byA(
        upload(
          async (world) =>
            `/api/message_photo.php?conversation=${await conversationOf(world)}&client_id=${randomUUID()}`,
        ),
        404,
      ),
    }),
  },
  'GET /api/message_photo.php': {
    scope: 'member',
    loggedOut: () => ({ query: 'message=1' }),
    // B's message to Carol, made a photo: A cannot see it, blurred or not.
    across: acrossMembers({
      prepare: async (world) => {
        const message = await messageOf(world)
        await world.app.db
          .update(messages)
          .set({ photoFilename: `chat/${world.b.user.id}/x.jpg`, photoWidth: 3, photoHeight: 4 })
          .where(eq(messages.id, message.id))
      },
      act: inTurn(
        byA(
          get(async (world) => `/api/message_photo.php?message=${(await messageOf(world)).id}`),
          404,
        ),
        byA(
          get(
            async (world) =>
              `/api/message_photo.php?message=${(await messageOf(world)).id}&view=blurred`,
          ),
          404,
        ),
      ),
    }),
  },
  'PUT /api/chat_photos.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { show: true } }),
    across: acrossMembers({
      act: byA(put('/api/chat_photos.php', { show: false }), 200, { show_chat_photos: false }),
    }),
  },
  'POST /api/messages_read.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { conversation: 1, message: 1 } }),
    // A cannot mark B's conversation read (or unread) for anyone.
    across: acrossMembers({
      act: byA(
        post('/api/messages_read.php', async (world) => ({
          conversation: await conversationOf(world),
          message: (await messageOf(world)).id,
        })),
        404,
      ),
    }),
  },
  'POST /api/typing.php': {
    scope: 'member',
    loggedOut: () => ({ payload: { conversation: 1 } }),
    // A cannot tell anyone they are writing in B's conversation.
    across: acrossMembers({
      act: byA(
        post('/api/typing.php', async (world) => ({ conversation: await conversationOf(world) })),
        404,
      ),
    }),
  },
  'GET /api/events.php': {
    scope: 'member',
    loggedOut: () => ({}),
    // A's channel, replayed from the very first event, carries A's events only: not B's like
    // from Carol, B's balance or B's message to Carol.
    across: acrossMembers({
      act: async ({ app, a, b, carol }) => {
        const head = await app.inject({
          url: '/api/events.php?last_event_id=0',
          headers: { cookie: `${SESSION_COOKIE}=${a.client.cookies.get(SESSION_COOKIE)}` },
          payloadAsStream: true,
        })
        expect(head.statusCode).toBe(200)
        const stream = head.stream()
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
        await new Promise((resolve) => setTimeout(resolve, 300))
        stream.destroy()
        expect(text).toContain(`event: like\ndata: {"profile":${b.user.id}}`)
        // Whole ids only: Carol's 1 must not match B's 12.
        expect(text).not.toMatch(new RegExp(`"profile":${carol.user.id}\\b`))
        expect(text).not.toContain('Hi Carol')
        expect(text).not.toContain('event: balance')
        return [text]
      },
    }),
  },
}

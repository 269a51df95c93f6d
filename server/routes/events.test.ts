// The live channel (GET /api/events.php) and the typing signal, on a listening server: what a
// member's tabs receive when they, their partner or anyone else acts, in id order and once;
// resuming by Last-Event-ID (or ?last_event_id=) from the database; and when it must start over.
import { randomUUID } from 'node:crypto'
import { and, eq, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import { memberEvents, sessions } from '../db/schema'
import { extendPresence, PRESENCE_MS } from '../domain/presence/presence'
import { liveSessionIds } from '../domain/accounts/sessions'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { signUp, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { chatPair, sendText } from '../test/chats'
import { listening, liveChannel, type ReceivedEvent, type SseClient } from '../test/sse'

let app: App
let base: string
const open: SseClient[] = []
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  base = await listening(app)
})
afterAll(async () => {
  for (const stream of open) stream.close()
  await app.close()
})

async function channel(member: Member, options?: Parameters<typeof liveChannel>[2]) {
  const stream = await liveChannel(base, member, options)
  open.push(stream)
  return stream
}

/** The stream's first event: where it starts. */
async function ready(stream: SseClient): Promise<ReceivedEvent> {
  const first = await stream.next()
  expect(first.event).toBe('ready')
  return first
}

const texts = (events: ReceivedEvent[]) =>
  events.map((event) => (event.data as { message: { text: string } }).message.text)

describe('GET /api/events.php', () => {
  it('answers a visitor 403 auth.required, not a stream', async () => {
    const response = await fetch(`${base}/api/events.php`, {
      headers: { accept: 'text/event-stream' },
    })
    expect(response.status).toBe(403)
    expect(((await response.json()) as ErrorBody).error.code).toBe('auth.required')
  })

  it('answers HEAD at once with the headers and opens no stream (issue 29 §6)', async () => {
    const member = await signUp(app)
    const before = app.liveStreams.size
    const head = await fetch(`${base}/api/events.php`, {
      method: 'HEAD',
      headers: {
        cookie: [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      signal: AbortSignal.timeout(5_000),
    })
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'text/event-stream'])
    expect(app.liveStreams.size).toBe(before)
    const visitor = await fetch(`${base}/api/events.php`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(5_000),
    })
    expect(visitor.status).toBe(403)
  })

  it('streams a message to both members, with the sender’s new balance, each with the next id', async () => {
    const { a, b, chat } = await chatPair(app)
    const [toA, toB] = [await channel(a), await channel(b)]
    expect(toA.status).toBe(200)
    expect(toA.headers.get('content-type')).toContain('text/event-stream')
    expect(toA.headers.get('cache-control')).toContain('no-store')
    // a has events already (opening the chat wrote none, the test grant one balance event)
    const startA = Number((await ready(toA)).id)
    const startB = Number((await ready(toB)).id)

    const message = await sendText(b, chat, 'Hoi!')
    const received = await toA.next()
    expect(received).toEqual({
      id: String(startA + 1),
      event: 'message',
      data: { conversation: chat, message },
    })
    const [own, balance] = await toB.take(2)
    expect(own).toMatchObject({ id: String(startB + 1), event: 'message' })
    expect(balance).toEqual({ id: String(startB + 2), event: 'balance', data: { balance: 90 } })
  })

  it('resumes after missed events from Last-Event-ID, or ?last_event_id= after a page load', async () => {
    const { a, b, chat } = await chatPair(app)
    const first = await channel(a)
    const start = (await ready(first)).id as string
    first.close()
    for (const text of ['een', 'twee', 'drie']) await sendText(b, chat, text)

    const resumed = await channel(a, { lastEventId: start })
    expect(await ready(resumed)).toMatchObject({ id: start })
    const replayed = await resumed.take(3)
    expect(texts(replayed)).toEqual(['een', 'twee', 'drie'])
    expect(replayed.map((event) => Number(event.id))).toEqual(
      [1, 2, 3].map((n) => Number(start) + n),
    )
    expect(await resumed.quiet()).toEqual([])

    const reloaded = await channel(a, { query: `?last_event_id=${Number(start) + 1}` })
    await ready(reloaded)
    expect(texts(await reloaded.take(2))).toEqual(['twee', 'drie'])
    // live again after the replay
    await sendText(b, chat, 'vier')
    expect(texts([await reloaded.next()])).toEqual(['vier'])
    expect(texts([await resumed.next()])).toEqual(['vier'])
  })

  it('tells a client to load everything again when its events are gone or it is not ours', async () => {
    const { a, b, chat } = await chatPair(app)
    const newest = Number((await ready(await channel(a))).id)
    await sendText(b, chat, 'een')
    await sendText(b, chat, 'twee')
    // the retention pruned the event right after the client's
    await app.db
      .delete(memberEvents)
      .where(and(eq(memberEvents.memberId, a.user.id), lte(memberEvents.id, newest + 1)))
    const pruned = await channel(a, { lastEventId: String(newest) })
    expect(await pruned.next()).toEqual({
      id: String(newest + 2),
      event: 'reset',
      data: { last_event_id: newest + 2 },
    })
    for (const lastEventId of [String(newest + 50), 'abc', '-1']) {
      const stream = await channel(a, { lastEventId })
      expect((await stream.next()).event).toBe('reset')
    }
  })

  it('delivers every event once and in id order when many are written at once', async () => {
    const { a, b, chat } = await chatPair(app, 1_000)
    const c = await signUp(app)
    await setCreditBalance(app.db, c.user.id, 1_000, 'test_grant')
    const other = (await c.client.get(`/api/chat.php?profile=${a.user.id}`)).json<{ id: number }>()
    const stream = await channel(a)
    const start = Number((await ready(stream)).id)
    await Promise.all([
      ...Array.from({ length: 15 }, (_, n) => sendText(b, chat, `b${n}`)),
      ...Array.from({ length: 15 }, (_, n) => sendText(c, other.id, `c${n}`)),
    ])
    const events = await stream.take(30)
    expect(events.map((event) => Number(event.id))).toEqual(
      Array.from({ length: 30 }, (_, n) => start + n + 1),
    )
    expect(new Set(texts(events)).size).toBe(30)
    expect(await stream.quiet()).toEqual([])
  })

  it('tells both members of a read mark, and the member’s other tabs of a hidden chat', async () => {
    const { a, b, chat } = await chatPair(app)
    const message = await sendText(a, chat, 'Gelezen?')
    const [toA, toB] = [await channel(a), await channel(b)]
    await Promise.all([ready(toA), ready(toB)])
    await b.client.post('/api/messages_read.php', { conversation: chat, message: message.id })
    const read = { conversation: chat, member: b.user.id, message: message.id }
    expect(await toA.next()).toMatchObject({ event: 'read', data: read })
    expect(await toB.next()).toMatchObject({ event: 'read', data: read })
    // What A's conversation says of it after a reload: read up to that message.
    const page = await a.client.get(`/api/messages.php?conversation=${chat}`)
    expect(page.json<{ partner_read: number }>().partner_read).toBe(message.id)
    // the same mark again moves nothing and tells nobody
    await b.client.post('/api/messages_read.php', { conversation: chat, message: message.id })
    await b.client.delete('/api/chat.php', { conversation: chat })
    expect(await toB.next()).toMatchObject({ event: 'hidden', data: { conversations: [chat] } })
    expect(await toA.quiet()).toEqual([])
  })

  it('tells a member of a new like once', async () => {
    const [a, b] = [await signUp(app), await signUp(app)]
    const stream = await channel(a)
    await ready(stream)
    await b.client.post('/api/likes.php', { profile: a.user.id })
    await b.client.post('/api/likes.php', { profile: a.user.id })
    expect(await stream.next()).toMatchObject({ event: 'like', data: { profile: b.user.id } })
    expect(await stream.quiet()).toEqual([])
  })

  it('tells the member’s tabs when their account changed, so they load user.php again', async () => {
    const member = await signUp(app)
    const stream = await channel(member)
    const start = Number((await ready(stream)).id)
    const edited = await member.client.put('/api/user.php', { city: 'Zwolle' })
    expect(edited.statusCode, edited.body).toBe(200)
    const endpoint = `https://push.example.test/${randomUUID()}`
    const subscribed = await member.client.post('/api/user.php?push=1', {
      subscription: { endpoint, keys: { p256dh: 'BPub', auth: 'auth' } },
    })
    expect(subscribed.statusCode, subscribed.body).toBe(204)
    const unsubscribed = await member.client.delete('/api/user.php?push=1', { endpoint })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(204)
    expect(await stream.take(3)).toEqual(
      [1, 2, 3].map((n) => ({ id: String(start + n), event: 'account', data: {} })),
    )
    // a refused edit changed nothing, and says nothing
    expect((await member.client.put('/api/user.php', { city: 'x'.repeat(500) })).statusCode).toBe(
      400,
    )
    expect(await stream.quiet()).toEqual([])
  })

  it('keeps the session present while the stream is open, until the page-hidden beacon', async () => {
    const a = await signUp(app)
    const presentUntil = async () =>
      (await app.db.select().from(sessions).where(eq(sessions.userId, a.user.id)))[0]
        ?.presentUntil ?? null
    expect(await presentUntil()).toBeNull()
    const stream = await channel(a)
    await ready(stream)
    const opened = await presentUntil()
    expect(opened?.getTime()).toBeGreaterThan(Date.now() + PRESENCE_MS - 10_000)
    // The minute's sweep extends it…
    const later = new Date(Date.now() + 30_000)
    await extendPresence(app.db, app.liveStreams.sessionIds(), later)
    expect((await presentUntil())?.getTime()).toBe(later.getTime() + PRESENCE_MS)
    // …until the beacon says the page is hidden; then the sweep no longer brings it back.
    expect((await a.client.post('/api/page-hidden.php', {})).statusCode).toBe(204)
    expect(await presentUntil()).toBeNull()
    await extendPresence(app.db, app.liveStreams.sessionIds())
    expect(await presentUntil()).toBeNull()
  })

  it('ends the streams of a session that ended', async () => {
    const { a } = await chatPair(app)
    const stream = await channel(a)
    await ready(stream)
    await a.client.get('/api/logout.php')
    await app.liveStreams.endEnded((ids) => liveSessionIds(app.db, ids))
    await stream.untilEnded()
  })
})

describe('POST /api/typing.php', () => {
  it('tells the partner at once, without an id (never replayed)', async () => {
    const { a, b, chat } = await chatPair(app)
    const stream = await channel(b)
    await ready(stream)
    const response = await a.client.post('/api/typing.php', { conversation: chat })
    expect(response.statusCode, response.body).toBe(204)
    expect(await stream.next()).toEqual({
      id: null,
      event: 'typing',
      data: { conversation: chat, profile: a.user.id },
    })
  })

  it('refuses a conversation of others (404), a blocked partner (403) and bad input (400)', async () => {
    const { a, b, chat } = await chatPair(app)
    const stranger = await signUp(app)
    const codeOf = async (member: Member, body: unknown) => {
      const response = await member.client.post('/api/typing.php', body)
      return [response.statusCode, response.json<ErrorBody>().error.code]
    }
    expect(await codeOf(stranger, { conversation: chat })).toEqual([404, 'chat.not_found'])
    expect((await codeOf(a, { conversation: 'x' }))[0]).toBe(400)
    await b.client.post('/api/block.php', { profile: a.user.id })
    expect(await codeOf(a, { conversation: chat })).toEqual([403, 'chat.blocked'])
  })
})

describe('shutting down', () => {
  it('ends every open stream so the server can close', async () => {
    const own = await buildTestApp()
    const at = await listening(own)
    const member = await signUp(own)
    const stream = await liveChannel(at, member)
    await ready(stream)
    await own.close()
    await stream.untilEnded()
  })
})

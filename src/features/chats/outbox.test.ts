import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Message } from '../../contract/chat'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { onEngagement } from '../../session/engagement'
import { member } from '../../test/fixtures'
import { jsonAnswer } from '../../test/render'
import { setCredits } from '../../session/credits'
import { syncOutbox } from '../../../sw/outbox'
import {
  discardMessage,
  kickOutbox,
  queueMessage,
  releaseHeld,
  retryMessage,
  sendWaitingNow,
  watchOutbox,
} from './outbox'

const OWNER = 7
let nextId = 100
/** What the fake server stored, in the order it stored it (one per client id, as ours). */
let stored: Message[] = []
let answer: (body: { conversation: number; client_id: string; text: string }) => Response

function serverAnswer(body: { conversation: number; client_id: string; text: string }) {
  const earlier = stored.find((message) => message.client_id === body.client_id)
  const message = earlier ?? {
    id: nextId++,
    conversation: body.conversation,
    sender: OWNER,
    text: body.text,
    created: new Date().toISOString(),
    client_id: body.client_id,
  }
  if (!earlier) stored.push(message)
  return jsonAnswer(200, { message, cost: earlier ? 0 : 10, balance: 50 })
}

beforeEach(() => {
  stored = []
  answer = serverAnswer
  store.set(userAtom, member())
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(answer(JSON.parse(init.body as string) as Parameters<typeof answer>[0])),
    ),
  )
})

afterEach(async () => {
  vi.unstubAllGlobals()
  store.set(userAtom, undefined)
  await db.clearAll()
})

const rows = (conversation: number) =>
  db.messages
    .where('[conversation+order]')
    .between([conversation, -Infinity], [conversation, Infinity])
    .toArray()

describe('the outbox', () => {
  it('shows a message at once and sends a conversation’s messages once each, in order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    )
    const engaged = vi.fn()
    const off = onEngagement(engaged)
    const first = await queueMessage(OWNER, 1, 'Een')
    off()
    // Written counts as sent for the install prompt's moment (session/engagement.ts).
    expect(engaged).toHaveBeenCalledWith('message')
    expect(first).toMatchObject({ state: 'queued', id: null, sender: OWNER })
    expect(first.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/)
    vi.unstubAllGlobals()
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        Promise.resolve(answer(JSON.parse(init.body as string) as Parameters<typeof answer>[0])),
      ),
    )
    await queueMessage(OWNER, 1, 'Twee')
    await queueMessage(OWNER, 1, 'Drie')
    await kickOutbox()
    await kickOutbox()
    expect(stored.map((message) => message.text)).toEqual(['Een', 'Twee', 'Drie'])
    const after = await rows(1)
    expect(after.map((row) => [row.text, row.state, row.id])).toEqual([
      ['Een', 'sent', 100],
      ['Twee', 'sent', 101],
      ['Drie', 'sent', 102],
    ])
    expect(store.get(userAtom)?.credits).toBe(50)
  })

  it('keeps a message queued after a network failure, with backoff, and sends it later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    const message = await queueMessage(OWNER, 2, 'In de tunnel')
    await kickOutbox()
    const waiting = await db.messages.get(message.client_id)
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 })
    expect(waiting?.nextAt).toBeGreaterThan(Date.now())

    answer = serverAnswer
    await db.messages.update(message.client_id, { nextAt: 0 })
    await kickOutbox()
    expect(await db.messages.get(message.client_id)).toMatchObject({ state: 'sent' })
    expect(stored).toHaveLength(1)
  })

  it('sends what waits out its backoff at once, in order, when the way is open again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    const first = await queueMessage(OWNER, 5, 'Een')
    const second = await queueMessage(OWNER, 5, 'Twee')
    // The server away for a while: the head has backed off several times.
    for (let attempt = 0; attempt < 4; attempt++) {
      await db.messages.update(first.client_id, { nextAt: 0 })
      await kickOutbox()
    }
    const waiting = await db.messages.get(first.client_id)
    expect(waiting?.state).toBe('queued')
    expect(waiting?.attempts).toBeGreaterThanOrEqual(4)
    expect(waiting?.nextAt).toBeGreaterThan(Date.now())

    // It is back: a kick alone leaves the head to its backoff; the way open sends both now.
    answer = serverAnswer
    await kickOutbox()
    expect(stored).toHaveLength(0)
    await sendWaitingNow()
    expect(stored.map((message) => message.text)).toEqual(['Een', 'Twee'])
    expect(await db.messages.get(second.client_id)).toMatchObject({ state: 'sent' })
  })

  it('stops a conversation at an answer that will not change, until the member acts', async () => {
    answer = (body) =>
      body.conversation === 3
        ? jsonAnswer(402, {
            error: {
              code: 'chat.insufficient_credits',
              message: 'x',
              details: { cost: 10, balance: 0 },
            },
          })
        : serverAnswer(body)
    const refused = await queueMessage(OWNER, 3, 'Hallo')
    const behind = await queueMessage(OWNER, 3, 'Nog een')
    const elsewhere = await queueMessage(OWNER, 4, 'Andere chat')
    await kickOutbox()
    expect(await db.messages.get(refused.client_id)).toMatchObject({
      state: 'failed',
      failure: {
        status: 402,
        code: 'chat.insufficient_credits',
        details: { cost: 10, balance: 0 },
      },
    })
    expect(await db.messages.get(behind.client_id)).toMatchObject({ state: 'queued' })
    expect(await db.messages.get(elsewhere.client_id)).toMatchObject({ state: 'sent' })

    // Credits bought: try again, and the queue behind it follows.
    answer = serverAnswer
    await retryMessage(refused.client_id)
    await kickOutbox()
    expect((await rows(3)).map((row) => [row.text, row.state])).toEqual([
      ['Hallo', 'sent'],
      ['Nog een', 'sent'],
    ])
  })

  it('lets the member delete a refused message; the ones behind it go', async () => {
    answer = (body) =>
      body.text === 'Weg'
        ? jsonAnswer(403, { error: { code: 'chat.blocked', message: 'x' } })
        : serverAnswer(body)
    const refused = await queueMessage(OWNER, 5, 'Weg')
    await queueMessage(OWNER, 5, 'Blijft')
    await kickOutbox()
    await discardMessage(refused.client_id)
    await kickOutbox()
    expect((await rows(5)).map((row) => [row.text, row.state])).toEqual([['Blijft', 'sent']])
  })

  it('sends the messages held for credits by themselves once the balance covers them', async () => {
    let balance = 0
    answer = (body) =>
      balance < 10
        ? jsonAnswer(402, {
            error: {
              code: 'chat.insufficient_credits',
              message: 'x',
              details: { cost: 10, balance },
            },
          })
        : serverAnswer(body)
    const stop = watchOutbox()
    try {
      const refused = await queueMessage(OWNER, 6, 'Een')
      await queueMessage(OWNER, 6, 'Twee')
      await queueMessage(OWNER, 6, 'Drie')
      await kickOutbox()
      expect(await db.messages.get(refused.client_id)).toMatchObject({ state: 'failed' })
      expect(store.get(userAtom)?.credits).toBe(0)

      // Five credits given: not enough for one, so nothing is tried.
      setCredits(5)
      await kickOutbox()
      expect(fetchedTexts()).toEqual(['Een'])

      // Bought on another page: the held message and those behind it go, in order, once each.
      balance = 50
      setCredits(50)
      await vi.waitFor(async () => {
        expect((await rows(6)).map((row) => [row.text, row.state])).toEqual([
          ['Een', 'sent'],
          ['Twee', 'sent'],
          ['Drie', 'sent'],
        ])
      })
      expect(stored.map((message) => message.text)).toEqual(['Een', 'Twee', 'Drie'])
      setCredits(90)
      await kickOutbox()
      expect(stored).toHaveLength(3)
    } finally {
      stop()
    }
  })

  it('lets the member cancel a message before it is sent', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const kept = await queueMessage(OWNER, 7, 'Blijft')
    const cancelled = await queueMessage(OWNER, 7, 'Toch niet')
    await kickOutbox()
    expect(stored).toHaveLength(0)
    await discardMessage(cancelled.client_id)
    offline.mockRestore()
    await sendWaitingNow()
    expect(stored.map((message) => message.text)).toEqual(['Blijft'])
    expect((await rows(7)).map((row) => row.client_id)).toEqual([kept.client_id])
    // A sent message is the server's: it cannot be cancelled any more.
    await discardMessage(kept.client_id)
    expect(await db.messages.get(kept.client_id)).toMatchObject({ state: 'sent' })
  })

  it('sends again what a block held when the conversation is opened, and only there', async () => {
    let blocked = true
    answer = (body) =>
      blocked
        ? jsonAnswer(403, { error: { code: 'chat.blocked', message: 'x' } })
        : serverAnswer(body)
    const here = await queueMessage(OWNER, 8, 'Hier')
    const there = await queueMessage(OWNER, 9, 'Daar')
    await kickOutbox()
    blocked = false
    expect(await releaseHeld(OWNER, { hold: 'block', conversation: 8 })).toBe(1)
    await kickOutbox()
    expect(await db.messages.get(here.client_id)).toMatchObject({ state: 'sent' })
    expect(await db.messages.get(there.client_id)).toMatchObject({ state: 'failed' })
  })

  it('sends each message once when two senders drain the same outbox at once', async () => {
    // The page and the service worker (or two tabs), on the same rows, at the same moment.
    const server = vi.mocked(fetch)
    server.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        input === '/api/user.php'
          ? Response.json({ id: OWNER })
          : answer(JSON.parse(init?.body as string) as Parameters<typeof answer>[0]),
      ),
    )
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    for (const text of ['Een', 'Twee', 'Drie']) await queueMessage(OWNER, 10, text)
    offline.mockRestore()
    await Promise.all([
      sendWaitingNow(),
      syncOutbox({ indexedDB, fetch: server, host: 'klik.test' }),
    ])
    await kickOutbox()
    expect(stored.map((message) => message.text)).toEqual(['Een', 'Twee', 'Drie'])
    expect((await rows(10)).map((row) => [row.text, row.state])).toEqual([
      ['Een', 'sent'],
      ['Twee', 'sent'],
      ['Drie', 'sent'],
    ])
  })
})

/** The texts the page posted, in order (every attempt). */
function fetchedTexts(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([, init]) => (JSON.parse(init?.body as string) as { text: string }).text)
}

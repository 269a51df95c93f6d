// The outbox (outbox.ts) sending: a message shows at once and goes once, in order; a lost
// connection keeps it queued with backoff; two senders draining at once send each message once.
// What a refusal or the member holds back is in outbox-held.test.ts.
import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { onEngagement } from '../../session/engagement'
import { syncOutbox } from '../../../sw/outbox'
import { kickOutbox, queueMessage, sendWaitingNow } from './outbox'
import {
  fakeServer,
  OWNER,
  rows,
  serverAnswer,
  setUpOutboxTests,
  stubServer,
  type SentBody,
} from './test-outbox'

setUpOutboxTests()

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
    stubServer()
    await queueMessage(OWNER, 1, 'Twee')
    await queueMessage(OWNER, 1, 'Drie')
    await kickOutbox()
    await kickOutbox()
    expect(fakeServer.stored.map((message) => message.text)).toEqual(['Een', 'Twee', 'Drie'])
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
    fakeServer.answer = () => {
      throw new TypeError('Failed to fetch')
    }
    const message = await queueMessage(OWNER, 2, 'In de tunnel')
    await kickOutbox()
    const waiting = await db.messages.get(message.client_id)
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 })
    expect(waiting?.nextAt).toBeGreaterThan(Date.now())

    fakeServer.answer = serverAnswer
    await db.messages.update(message.client_id, { nextAt: 0 })
    await kickOutbox()
    expect(await db.messages.get(message.client_id)).toMatchObject({ state: 'sent' })
    expect(fakeServer.stored).toHaveLength(1)
  })

  it('sends what waits out its backoff at once, in order, when the way is open again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fakeServer.answer = () => {
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
    fakeServer.answer = serverAnswer
    await kickOutbox()
    expect(fakeServer.stored).toHaveLength(0)
    await sendWaitingNow()
    expect(fakeServer.stored.map((message) => message.text)).toEqual(['Een', 'Twee'])
    expect(await db.messages.get(second.client_id)).toMatchObject({ state: 'sent' })
  })

  it('sends each message once when two senders drain the same outbox at once', async () => {
    // The page and the service worker (or two tabs), on the same rows, at the same moment.
    const server = vi.mocked(fetch)
    server.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        input === '/api/user.php'
          ? Response.json({ id: OWNER })
          : fakeServer.answer(JSON.parse(init?.body as string) as SentBody),
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
    expect(fakeServer.stored.map((message) => message.text)).toEqual(['Een', 'Twee', 'Drie'])
    expect((await rows(10)).map((row) => [row.text, row.state])).toEqual([
      ['Een', 'sent'],
      ['Twee', 'sent'],
      ['Drie', 'sent'],
    ])
  })
})

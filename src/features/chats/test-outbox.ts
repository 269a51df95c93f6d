// The fake chat server and the setup of the outbox tests (outbox.test.ts, outbox-held.test.ts):
// the server stores each client id's message once, as the real one does, and answers with the
// cost and the balance; a test swaps `fakeServer.answer` for a refusal or a lost connection. Each
// test starts signed in as OWNER and ends with the cache emptied.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, vi } from 'vitest'
import type { Message } from '../../contract/chat'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer } from '../../test/render'

export const OWNER = 7

/** What the page posts for one message. */
export interface SentBody {
  conversation: number
  client_id: string
  text: string
}

let nextId = 100

export const fakeServer: {
  /** What the fake server stored, in the order it stored it (one per client id, as ours). */
  stored: Message[]
  answer: (body: SentBody) => Response
} = { stored: [], answer: serverAnswer }

export function serverAnswer(body: SentBody) {
  const earlier = fakeServer.stored.find((message) => message.client_id === body.client_id)
  const message = earlier ?? {
    id: nextId++,
    conversation: body.conversation,
    sender: OWNER,
    text: body.text,
    created: new Date().toISOString(),
    client_id: body.client_id,
  }
  if (!earlier) fakeServer.stored.push(message)
  return jsonAnswer(200, { message, cost: earlier ? 0 : 10, balance: 50 })
}

/** The page's fetch, answered by `fakeServer.answer`. */
export function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(fakeServer.answer(JSON.parse(init.body as string) as SentBody)),
    ),
  )
}

/** Registers the per-test setup: a fresh server, OWNER signed in, an empty cache after. */
export function setUpOutboxTests() {
  beforeEach(() => {
    fakeServer.stored = []
    fakeServer.answer = serverAnswer
    store.set(userAtom, member())
    stubServer()
  })

  afterEach(async () => {
    vi.unstubAllGlobals()
    store.set(userAtom, undefined)
    await db.clearAll()
  })
}

/** A conversation's cached messages, in their order. */
export const rows = (conversation: number) =>
  db.messages
    .where('[conversation+order]')
    .between([conversation, -Infinity], [conversation, Infinity])
    .toArray()

/** The texts the page posted, in order (every attempt). */
export function fetchedTexts(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([, init]) => (JSON.parse(init?.body as string) as { text: string }).text)
}

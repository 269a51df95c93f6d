import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, type CachedMessage } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer } from '../../test/render'
import { creditRetries, retryAfterPayment } from './credit-retry'
import { kickOutbox } from './outbox'

const OWNER = 7
const credits = {
  status: 402,
  code: 'chat.insufficient_credits',
  details: { cost: 10, balance: 0 },
}

function row(overrides: Partial<CachedMessage>): CachedMessage {
  return {
    client_id: `c-${overrides.order ?? 0}`,
    owner: OWNER,
    conversation: 1,
    id: null,
    sender: OWNER,
    text: 'Hoi',
    created: '2026-05-01T12:00:00.000Z',
    order: 1,
    state: 'failed',
    failure: credits,
    ...overrides,
  }
}

describe('creditRetries', () => {
  it('picks the member’s messages of this conversation refused for credits, oldest first', () => {
    const rows = [
      row({ client_id: 'late', order: 30 }),
      row({ client_id: 'early', order: 10 }),
      row({ client_id: 'blocked', order: 20, failure: { status: 403, code: 'chat.blocked' } }),
      row({ client_id: 'queued', order: 25, state: 'queued', failure: undefined }),
      row({ client_id: 'sent', order: 5, state: 'sent', id: 5, failure: undefined }),
      row({ client_id: 'other-chat', order: 15, conversation: 2 }),
      row({ client_id: 'other-owner', order: 16, owner: 8, sender: 8 }),
    ]
    expect(creditRetries(rows, OWNER, 1, new Set())).toEqual(['early', 'late'])
  })

  it('leaves out what was tried already', () => {
    const rows = [row({ client_id: 'a', order: 1 }), row({ client_id: 'b', order: 2 })]
    expect(creditRetries(rows, OWNER, 1, new Set(['a']))).toEqual(['b'])
  })
})

describe('retryAfterPayment', () => {
  const sent: string[] = []
  let nextId = 100
  beforeEach(() => {
    sent.length = 0
    store.set(userAtom, member())
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as {
          conversation: number
          client_id: string
          text: string
        }
        sent.push(body.text)
        const message = {
          id: nextId++,
          conversation: body.conversation,
          sender: OWNER,
          text: body.text,
          created: new Date().toISOString(),
          client_id: body.client_id,
        }
        return Promise.resolve(jsonAnswer(200, { message, cost: 10, balance: 40 }))
      }),
    )
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    store.set(userAtom, undefined)
    await db.clearAll()
  })

  it('sends the refused messages again in order, once', async () => {
    const [m1, m2, mx] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    await db.messages.bulkPut([
      row({ client_id: m2, order: 2e12 + 2, text: 'Twee' }),
      row({ client_id: m1, order: 2e12 + 1, text: 'Een' }),
      row({ client_id: mx, order: 2e12 + 3, text: 'Elders', conversation: 9 }),
    ])
    expect(await retryAfterPayment(OWNER, 1)).toEqual([m1, m2])
    await kickOutbox()
    await kickOutbox()
    expect(sent).toEqual(['Een', 'Twee'])
    expect((await db.messages.get(m1))?.state).toBe('sent')
    expect((await db.messages.get(mx))?.state).toBe('failed')

    // Refused again later: not retried a second time by itself.
    await db.messages.put(row({ client_id: m1, order: 2e12 + 1, text: 'Een' }))
    expect(await retryAfterPayment(OWNER, 1)).toEqual([])
  })
})

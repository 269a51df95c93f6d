// The outbox's storage and the badge's watch in cache.ts: what outbox.ts, polling.ts and
// announce.ts read and write through, tested on its own (outbox.test.ts tests the outbox).
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../db'
import { saveCards } from '../../db/cards'
import { testCard } from '../../test/fixtures'
import { failedRow, queuedRow, releasedRow, sentRow, type OutboxRow } from '../../../sw/outbox-core'
import { cachedName, ensureChat, watchUnreadTotal } from './cache'
import {
  deleteMessageIf,
  outboxMessages,
  putMessage,
  updateFailedMessages,
  updateMessage,
} from './outbox-cache'

const OWNER = 7
const created = new Date(Date.UTC(2026, 10, 23, 10))

const queued = (clientId: string, owner = OWNER, conversation = 1): OutboxRow =>
  queuedRow(owner, conversation, `text ${clientId}`, clientId, created, 1)

const failed = (clientId: string, owner = OWNER): OutboxRow => ({
  ...queued(clientId, owner),
  state: 'failed',
  failure: { status: 402, code: 'chat.insufficient_credits' },
})

const sent = (id: number): OutboxRow =>
  sentRow(OWNER, {
    id,
    conversation: 1,
    sender: OWNER,
    text: 'stored',
    created: created.toISOString(),
    client_id: `sent-${id}`,
  })

afterEach(() => db.clearAll())

describe('the outbox rows in the chats cache', () => {
  it("answers the owner's queued and failed messages, not the sent ones or another member's", async () => {
    await putMessage(queued('a'))
    await putMessage(failed('b'))
    await putMessage(sent(5))
    await putMessage(queued('c', 8))
    const ids = (await outboxMessages(OWNER)).map((row) => row.client_id).sort()
    expect(ids).toEqual(['a', 'b'])
  })

  it('writes the change of a message as it is now, and says whether there was one', async () => {
    await putMessage(queued('a'))
    const failure = { status: 403, code: 'chat.blocked' }
    expect(await updateMessage('a', (row) => failedRow(row, failure))).toBe(true)
    expect(await db.messages.get('a')).toMatchObject({ state: 'failed', failure })
    // Failed already: the transition answers null, nothing is written.
    expect(await updateMessage('a', (row) => failedRow(row, failure))).toBe(false)
    const change = vi.fn(releasedRow)
    expect(await updateMessage('missing', change)).toBe(false)
    expect(change).not.toHaveBeenCalled()
  })

  it('deletes a message only when the test allows it', async () => {
    await putMessage(queued('a'))
    await putMessage(sent(5))
    await deleteMessageIf('a', (row) => row?.state !== 'sent')
    await deleteMessageIf('sent-5', (row) => row?.state !== 'sent')
    expect(await db.messages.get('a')).toBeUndefined()
    expect(await db.messages.get('sent-5')).toBeDefined()
  })

  it("rewrites the owner's failed messages as the change answers, and counts them", async () => {
    await putMessage(failed('a'))
    await putMessage(failed('b'))
    await putMessage(queued('c'))
    await putMessage(failed('d', 8))
    const seen: string[][] = []
    const count = await updateFailedMessages(OWNER, (rows) => {
      seen.push(rows.map((row) => row.client_id).sort())
      return rows.filter((row) => row.client_id === 'a').flatMap((row) => releasedRow(row) ?? [])
    })
    expect(seen).toEqual([['a', 'b']])
    expect(count).toBe(1)
    expect((await db.messages.get('a'))?.state).toBe('queued')
    expect((await db.messages.get('b'))?.state).toBe('failed')
    expect((await db.messages.get('d'))?.state).toBe('failed')
  })
})

describe('what the poller and the notice read', () => {
  it("follows the owner's total unread messages until stopped", async () => {
    const totals: number[] = []
    const error = vi.fn()
    const stop = watchUnreadTotal(OWNER, (total) => totals.push(total), error)
    await vi.waitFor(() => expect(totals).toEqual([0]))
    await ensureChat(OWNER, 1, testCard())
    await db.chats.update(1, { num_unread_messages: 3 })
    await vi.waitFor(() => expect(totals.at(-1)).toBe(3))
    stop()
    const seen = totals.length
    await db.chats.update(1, { num_unread_messages: 4 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(totals).toHaveLength(seen)
    expect(error).not.toHaveBeenCalled()
  })

  it('names a member by their cached card, if there is one', async () => {
    await saveCards([testCard({ id: 42, name: 'Eva' })])
    expect(await cachedName(42)).toBe('Eva')
    expect(await cachedName(43)).toBeUndefined()
  })
})

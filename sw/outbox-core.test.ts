import { describe, expect, it } from 'vitest'
import {
  canCancel,
  dueHeads,
  failedRow,
  outcomeOf,
  queuedRow,
  releasedRow,
  retryRow,
  sendRequest,
  sentRow,
  toRelease,
  waitingBehindFailed,
  type MessageFailure,
  type OutboxRow,
} from './outbox-core'

const OWNER = 7
const credits: MessageFailure = {
  status: 402,
  code: 'chat.insufficient_credits',
  details: { cost: 10, balance: 0 },
}
const blocked: MessageFailure = { status: 403, code: 'chat.blocked' }
const gone: MessageFailure = { status: 404, code: 'member.not_found' }

let written = 0
/** A message written in `conversation`, later than every one before it. */
function write(conversation: number, text = `m${written + 1}`): OutboxRow {
  written += 1
  const id = `0190aaaa-0000-7000-8000-${String(written).padStart(12, '0')}`
  return queuedRow(OWNER, conversation, text, id, new Date(1_700_000_000_000), written)
}
const failed = (row: OutboxRow, failure: MessageFailure) => failedRow(row, failure) as OutboxRow
const ids = (rows: Iterable<OutboxRow>) => [...rows].map((row) => row.text)

describe('the outbox core: a message’s states', () => {
  it('writes a message queued, due now, after every stored one, and sends its body', () => {
    const row = write(3, 'Hoi')
    expect(row).toMatchObject({ state: 'queued', id: null, sender: OWNER, attempts: 0, nextAt: 0 })
    expect(row.order).toBeGreaterThan(2 ** 52)
    expect(sendRequest(row)).toEqual({
      kind: 'text',
      body: { conversation: 3, client_id: row.client_id, text: 'Hoi' },
    })
  })

  it('sends a photo as its upload, and keeps its size but not its picture once stored', () => {
    const picture = { size: 1234, type: 'image/jpeg' }
    const date = new Date(1_700_000_000_000)
    const id = '0190aaaa-0000-7000-8000-00000000ffff'
    const photo = { width: 3, height: 4, picked: picture }
    const row = queuedRow(OWNER, 3, '', id, date, 1, photo)
    expect(sendRequest(row)).toEqual({
      kind: 'photo',
      query: { conversation: 3, client_id: id },
      picture,
    })
    const stored = { id: 9, conversation: 3, sender: OWNER, text: '', created: row.created }
    const sent = sentRow(OWNER, { ...stored, client_id: id, photo: { width: 3, height: 4 } })
    expect(sent.photo).toEqual({ width: 3, height: 4 })
  })

  it('classifies every answer: stored, final, or again later', () => {
    const message = {
      id: 5,
      conversation: 3,
      sender: OWNER,
      text: 'Hoi',
      created: '2026-11-27T10:00:00.000Z',
      client_id: 'c',
    }
    expect(outcomeOf({ kind: 'stored', message, balance: 40 })).toEqual({
      kind: 'sent',
      message,
      balance: 40,
    })
    for (const status of [400, 402, 403, 404, 409, 410, 422]) {
      expect(outcomeOf({ kind: 'refused', status, code: 'x' })).toEqual({
        kind: 'failed',
        failure: { status, code: 'x' },
      })
    }
    for (const status of [401, 408, 429, 500, 502, 503]) {
      expect(outcomeOf({ kind: 'refused', status, code: 'x' })).toEqual({
        kind: 'retry',
        network: false,
      })
    }
    expect(outcomeOf({ kind: 'unreachable' })).toEqual({ kind: 'retry', network: true })
    expect(sentRow(OWNER, message)).toMatchObject({ state: 'sent', id: 5, order: 5 })
  })

  it('moves only from the states each transition starts from', () => {
    const queued = write(1)
    const failedOne = failed(queued, credits)
    const sent = sentRow(OWNER, {
      id: 9,
      conversation: 1,
      sender: OWNER,
      text: queued.text,
      created: queued.created,
      client_id: queued.client_id,
    })
    expect(failedOne).toMatchObject({ state: 'failed', failure: credits })
    expect(failedRow(failedOne, gone)).toBeNull()
    expect(failedRow(sent, gone)).toBeNull()

    expect(retryRow(queued, 1_000, 2_000)).toMatchObject({ attempts: 1, nextAt: 3_000 })
    expect(retryRow(failedOne, 1_000, 2_000)).toBeNull()
    expect(retryRow(sent, 1_000, 2_000)).toBeNull()

    const released = releasedRow(failedOne)
    expect(released).toMatchObject({ state: 'queued', attempts: 0, nextAt: 0 })
    expect(released).not.toHaveProperty('failure')
    expect(releasedRow(queued)).toBeNull()
    expect(releasedRow(sent)).toBeNull()

    expect(canCancel(queued)).toBe(true)
    expect(canCancel(failedOne)).toBe(true)
    expect(canCancel(sent)).toBe(false)
    expect(canCancel(undefined)).toBe(false)
  })
})

describe('the outbox core: the order', () => {
  it('sends one message per conversation at a time, oldest first, conversations side by side', () => {
    const [a1, a2, b1] = [write(1, 'a1'), write(1, 'a2'), write(2, 'b1')]
    expect(ids(dueHeads([a2, b1, a1], 0, false).due)).toEqual(['a1', 'b1'])
  })

  it('lets a head wait out its backoff, unless the way is open again', () => {
    const head = { ...write(1, 'later'), nextAt: 5_000 }
    const behind = write(1, 'behind')
    expect(dueHeads([head, behind], 1_000, false)).toEqual({ due: [], soonest: 5_000 })
    expect(ids(dueHeads([head, behind], 1_000, true).due)).toEqual(['later'])
    expect(ids(dueHeads([head, behind], 5_000, false).due)).toEqual(['later'])
  })

  it('holds a conversation at a failed message and says who waits behind it', () => {
    const head = failed(write(1, 'refused'), credits)
    const [behind, behind2, other] = [write(1, 'w1'), write(1, 'w2'), write(2, 'free')]
    const rows = [head, behind, behind2, other]
    expect(ids(dueHeads(rows, 0, true).due)).toEqual(['free'])
    const waiting = waitingBehindFailed(rows)
    expect([...waiting.keys()]).toEqual([behind.client_id, behind2.client_id])
    expect(waiting.get(behind.client_id)?.text).toBe('refused')
  })
})

describe('the outbox core: releasing a hold', () => {
  it('releases what credits held once the balance covers the head, in order', () => {
    const first = failed(write(1, 'c1'), credits)
    const second = failed(write(1, 'c2'), credits)
    const otherHold = failed(write(2, 'blocked'), blocked)
    const memberGone = failed(write(3, 'gone'), gone)
    const rows = [second, otherHold, first, memberGone]
    expect(toRelease(rows, { hold: 'credits', balance: 9 })).toEqual([])
    expect(ids(toRelease(rows, { hold: 'credits', balance: 10 }))).toEqual(['c1', 'c2'])
  })

  it('releases what a block held in the conversation opened, and nothing the member must decide', () => {
    const rows = [failed(write(4, 'b4'), blocked), failed(write(5, 'b5'), blocked)]
    expect(ids(toRelease(rows, { hold: 'block', conversation: 5 }))).toEqual(['b5'])
    const held = [failed(write(6, 'gone'), gone)]
    expect(toRelease(held, { hold: 'credits', balance: 1_000 })).toEqual([])
    expect(toRelease(held, { hold: 'block', conversation: 6 })).toEqual([])
  })

  it('releases nothing in a conversation whose head is held for another reason', () => {
    const rows = [failed(write(7, 'gone'), gone), failed(write(7, 'credits'), credits)]
    expect(toRelease(rows, { hold: 'credits', balance: 100 })).toEqual([])
  })
})

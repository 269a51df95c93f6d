import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { KlikDatabase } from '../src/db/db'
import type { CachedMessage } from '../src/db'
import { OutboxRetry, syncOutbox } from './outbox'

const OWNER = 7

function queued(conversation: number, text: string, order: number): CachedMessage {
  return {
    client_id: `0190aaaa-0000-7000-8000-${String(order).padStart(12, '0')}`,
    owner: OWNER,
    conversation,
    id: null,
    sender: OWNER,
    text,
    created: new Date(0).toISOString(),
    order: 2 ** 52 + order,
    state: 'queued',
    attempts: 2,
    nextAt: 0,
  }
}

/** A server that stores each client id once, refuses conversation 9 (402), else answers. */
function fakeServer(options: { member?: number; down?: boolean } = {}) {
  const stored = new Map<string, { id: number; text: string }>()
  const calls: string[] = []
  let nextId = 500
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    calls.push(url)
    if (options.down) return Promise.reject(new TypeError('Failed to fetch'))
    if (url === '/api/user.php') {
      return Promise.resolve(Response.json({ id: options.member ?? OWNER }))
    }
    const body = JSON.parse(init?.body as string) as {
      conversation: number
      client_id: string
      text: string
    }
    if (body.conversation === 9) {
      return Promise.resolve(
        Response.json(
          {
            error: {
              code: 'chat.insufficient_credits',
              message: 'x',
              details: { cost: 10, balance: 0 },
            },
          },
          { status: 402 },
        ),
      )
    }
    const message = stored.get(body.client_id) ?? { id: nextId++, text: body.text }
    stored.set(body.client_id, message)
    return Promise.resolve(
      Response.json({
        message: {
          id: message.id,
          conversation: body.conversation,
          sender: OWNER,
          text: message.text,
          created: '2026-11-23T10:00:00.000Z',
          client_id: body.client_id,
        },
        cost: 0,
        balance: 0,
      }),
    )
  }
  return { fetch, stored, calls }
}

/** The page's database (its Dexie schema) in an IndexedDB of the test's own. */
async function database(rows: CachedMessage[]) {
  const indexedDB = new IDBFactory()
  const page = new KlikDatabase('klik', { indexedDB, IDBKeyRange })
  await page.messages.bulkPut(rows)
  page.close()
  return { indexedDB, read: () => readAll(indexedDB) }
}

async function readAll(indexedDB: IDBFactory) {
  const page = new KlikDatabase('klik', { indexedDB, IDBKeyRange })
  const rows = await page.messages.toArray()
  page.close()
  return rows.sort((a, b) => a.order - b.order)
}

describe('syncOutbox (Background Sync)', () => {
  it('sends each conversation’s queued messages in order and marks them sent', async () => {
    const { indexedDB, read } = await database([
      queued(1, 'Een', 1),
      queued(1, 'Twee', 2),
      queued(2, 'Elders', 3),
    ])
    const server = fakeServer()
    expect(await syncOutbox({ indexedDB, fetch: server.fetch, host: 'klik.test' })).toEqual({
      sent: 3,
      failed: 0,
    })
    const rows = await read()
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent'])
    // Conversations go side by side; within one, the order it was written in.
    const first = rows.filter((row) => row.conversation === 1).map((row) => row.text)
    expect(first).toEqual(['Een', 'Twee'])
    expect(rows.every((row) => row.id === row.order && !('attempts' in row))).toBe(true)
  })

  it('marks a refused message failed and holds its conversation', async () => {
    const { indexedDB, read } = await database([queued(9, 'Hallo', 1), queued(9, 'Daarna', 2)])
    const server = fakeServer()
    expect(await syncOutbox({ indexedDB, fetch: server.fetch, host: 'klik.test' })).toEqual({
      sent: 0,
      failed: 1,
    })
    const rows = await read()
    expect(rows.map((row) => row.state)).toEqual(['failed', 'queued'])
    expect(rows[0]?.failure).toEqual({
      status: 402,
      code: 'chat.insufficient_credits',
      details: { cost: 10, balance: 0 },
    })
  })

  it('asks the browser to try again later when the network is still away', async () => {
    const { indexedDB, read } = await database([queued(1, 'Een', 1)])
    await expect(
      syncOutbox({ indexedDB, fetch: fakeServer({ down: true }).fetch, host: 'klik.test' }),
    ).rejects.toBeInstanceOf(OutboxRetry)
    expect((await read())[0]?.state).toBe('queued')
  })

  it('sends nothing of another member than the one logged in', async () => {
    const { indexedDB, read } = await database([queued(1, 'Een', 1)])
    const server = fakeServer({ member: 8 })
    expect(await syncOutbox({ indexedDB, fetch: server.fetch, host: 'klik.test' })).toEqual({
      sent: 0,
      failed: 0,
    })
    expect(server.calls).toEqual(['/api/user.php'])
    expect((await read())[0]?.state).toBe('queued')
  })

  it('does nothing, and creates nothing, where the app never stored a message', async () => {
    const indexedDB = new IDBFactory()
    const server = fakeServer()
    expect(await syncOutbox({ indexedDB, fetch: server.fetch, host: 'klik.test' })).toEqual({
      sent: 0,
      failed: 0,
    })
    expect(server.calls).toEqual([])
    expect((await indexedDB.databases()).map((info) => info.name)).toEqual([])
  })
})

// Background Sync of the chat outbox (issue 10): when a page could not send a message (no
// network), it asks for a sync (OUTBOX_SYNC_TAG); the browser wakes this worker once the
// network is back, even with every tab closed, and the queued messages go out from the same
// IndexedDB rows the page writes (Dexie's `klik` database, table `messages`). One message
// at a time per conversation, oldest first, each with its client id, so a page sending the
// same message at the same moment makes no second copy: the server answers it with the first.
//
// - 200: the row becomes the server's message (state 'sent'); the page shows it as sent.
// - An answer that will not change (400, 402, 403, 404, 409, 410, 422): the row is marked
//   failed with the reason, and its conversation waits for the member, as in the page.
// - No answer, a 5xx or a 429: the sync fails, and the browser tries it again later.
// Only rows of the member whose session the browser holds are sent (checked first).
// A photo message goes as its upload, the picture read from the same row (issue 32 §3).
// The rows, the final answers, the request's body and the transitions are the outbox's core
// (./outbox-core.ts), which the page runs too; this module is the worker's storage (plain
// IndexedDB: the worker never creates or upgrades the page's database) and transport.
import {
  dueHeads,
  failedRow,
  outcomeOf,
  sendRequest,
  sentRow,
  type OutboxRow,
  type SendAnswer,
  type StoredMessage,
} from './outbox-core'
import * as routes from '../src/contract/routes'
export { OUTBOX_SYNC_TAG } from './protocol'

const DATABASE = 'klik'
const STORE = 'messages'

type Row = OutboxRow

export interface OutboxDeps {
  indexedDB: IDBFactory
  fetch: typeof fetch
  /** The site's host, sent as X-Original-Host like every call of the app. */
  host: string
}

/** A retry is needed later (no answer, a 5xx, a 429). */
export class OutboxRetry extends Error {
  override readonly name = 'OutboxRetry'
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    // No version: open what the page made, never create or upgrade it here.
    const open = factory.open(DATABASE)
    open.onupgradeneeded = () => {
      // There was no database: nothing was ever queued. Leave it for the page to create.
      open.transaction?.abort()
      resolve(null)
    }
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => {
      if (open.error?.name === 'AbortError') resolve(null)
      else reject(open.error ?? new Error('Cannot open IndexedDB'))
    }
  })
}

async function queuedRows(database: IDBDatabase): Promise<Row[]> {
  if (!database.objectStoreNames.contains(STORE)) return []
  const rows = await request(
    database.transaction(STORE, 'readonly').objectStore(STORE).getAll() as IDBRequest<Row[]>,
  )
  return rows.filter((row) => row.state === 'queued' || row.state === 'failed')
}

async function update(database: IDBDatabase, clientId: string, change: (row: Row) => Row | null) {
  const store = database.transaction(STORE, 'readwrite').objectStore(STORE)
  const row = (await request(store.get(clientId) as IDBRequest<Row | undefined>)) ?? null
  const next = row && change(row)
  if (next) await request(store.put(next))
}

async function currentMember(deps: OutboxDeps): Promise<number | null> {
  let response: Response
  try {
    response = await deps.fetch(routes.user.path, {
      headers: { 'X-Original-Host': deps.host },
      credentials: 'same-origin',
    })
  } catch {
    throw new OutboxRetry('no answer')
  }
  if (response.status === 403) return null
  if (!response.ok) throw new OutboxRetry(`user: ${response.status}`)
  const user = (await response.json()) as { id?: unknown }
  return typeof user.id === 'number' ? user.id : null
}

/** Sends what the outbox holds; throws OutboxRetry when the browser should try again later. */
export async function syncOutbox(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  const database = await openDatabase(deps.indexedDB)
  if (database === null) return { sent: 0, failed: 0 }
  try {
    const waiting = await queuedRows(database)
    if (!waiting.some((row) => row.state === 'queued')) return { sent: 0, failed: 0 }
    const member = await currentMember(deps)
    if (member === null) return { sent: 0, failed: 0 }
    const mine = waiting.filter((row) => row.owner === member)
    let sent = 0
    let failed = 0
    // Conversations that wait for the network: the browser syncs again later.
    const later = new Set<number>()
    // Rounds of each conversation's head, as the page sends them: one at a time per
    // conversation, oldest first; a failed head holds its conversation until the member acts.
    for (;;) {
      const due = dueHeads(mine, 0, true).due.filter((row) => !later.has(row.conversation))
      if (due.length === 0) break
      await Promise.all(
        due.map(async (row) => {
          const outcome = outcomeOf(await attempt(deps, row))
          const index = mine.indexOf(row)
          if (outcome.kind === 'sent') {
            sent += 1
            mine.splice(index, 1)
            await update(database, row.client_id, (current) =>
              current.state === 'sent' ? null : sentRow(member, outcome.message),
            )
          } else if (outcome.kind === 'failed') {
            failed += 1
            mine[index] = { ...row, state: 'failed', failure: outcome.failure }
            await update(database, row.client_id, (current) => failedRow(current, outcome.failure))
          } else {
            later.add(row.conversation)
          }
        }),
      )
    }
    if (later.size > 0) throw new OutboxRetry('some messages wait for the network')
    return { sent, failed }
  } finally {
    database.close()
  }
}

/** The request that sends `row`: a text as JSON, a photo as a multipart upload. */
function requestOf(deps: OutboxDeps, row: Row): [string, RequestInit] {
  const sending = sendRequest(row)
  const common = { method: 'POST', credentials: 'same-origin' } as const
  if (sending.kind === 'text') {
    return [
      routes.sendMessage.path,
      {
        ...common,
        headers: { 'Content-Type': 'application/json', 'X-Original-Host': deps.host },
        body: JSON.stringify(sending.body),
      },
    ]
  }
  const form = new FormData()
  form.append('photo', sending.picture as Blob, 'photo')
  const query = new URLSearchParams({
    conversation: String(sending.query.conversation),
    client_id: sending.query.client_id,
  })
  // The browser sets the multipart type with its boundary.
  return [
    `${routes.sendPhoto.path}?${query}`,
    { ...common, headers: { 'X-Original-Host': deps.host }, body: form },
  ]
}

/** One attempt, as the core's answer. */
async function attempt(deps: OutboxDeps, row: Row): Promise<SendAnswer> {
  let response: Response
  try {
    response = await deps.fetch(...requestOf(deps, row))
  } catch {
    return { kind: 'unreachable' }
  }
  const body = (await response.json().catch(() => null)) as {
    message?: StoredMessage
    balance?: number
    error?: { code?: string; details?: Record<string, number> }
  } | null
  if (response.ok) {
    // A 2xx without its message is no answer the outbox can keep: asked again later.
    return body?.message ? { kind: 'stored', message: body.message } : { kind: 'unreachable' }
  }
  return {
    kind: 'refused',
    status: response.status,
    code: body?.error?.code ?? `http_${response.status}`,
    ...(body?.error?.details ? { details: body.error.details } : {}),
  }
}

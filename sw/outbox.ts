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
export { OUTBOX_SYNC_TAG } from './protocol'

const DATABASE = 'klik'
const STORE = 'messages'
const FINAL = new Set([400, 402, 403, 404, 409, 410, 422])

interface Row {
  client_id: string
  owner: number
  conversation: number
  id: number | null
  text: string
  created: string
  order: number
  state: 'sent' | 'queued' | 'failed'
  failure?: { status: number; code: string; details?: Record<string, number> }
  attempts?: number
  nextAt?: number
}

interface StoredMessage {
  id: number
  created: string
}

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
    response = await deps.fetch('/api/user.php', {
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
    const byConversation = new Map<number, Row[]>()
    for (const row of waiting.sort((a, b) => a.order - b.order)) {
      if (row.owner !== member) continue
      const list = byConversation.get(row.conversation) ?? []
      list.push(row)
      byConversation.set(row.conversation, list)
    }
    let sent = 0
    let failed = 0
    let retry = false
    await Promise.all(
      [...byConversation.values()].map(async (rows) => {
        for (const row of rows) {
          // A failed one holds its conversation until the member acts.
          if (row.state !== 'queued') return
          const outcome = await send(deps, row)
          if (outcome.kind === 'sent') {
            sent += 1
            await update(database, row.client_id, (current) => {
              if (current.state === 'sent') return null
              const { attempts: _attempts, nextAt: _nextAt, failure: _failure, ...rest } = current
              return {
                ...rest,
                id: outcome.message.id,
                order: outcome.message.id,
                created: outcome.message.created,
                state: 'sent',
              }
            })
          } else if (outcome.kind === 'failed') {
            failed += 1
            await update(database, row.client_id, (current) =>
              current.state === 'queued'
                ? { ...current, state: 'failed', failure: outcome.failure }
                : null,
            )
            return
          } else {
            retry = true
            return
          }
        }
      }),
    )
    if (retry) throw new OutboxRetry('some messages wait for the network')
    return { sent, failed }
  } finally {
    database.close()
  }
}

type Outcome =
  | { kind: 'sent'; message: StoredMessage }
  | { kind: 'failed'; failure: NonNullable<Row['failure']> }
  | { kind: 'retry' }

async function send(deps: OutboxDeps, row: Row): Promise<Outcome> {
  let response: Response
  try {
    response = await deps.fetch('/api/messages.php', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Original-Host': deps.host },
      body: JSON.stringify({
        conversation: row.conversation,
        client_id: row.client_id,
        text: row.text,
      }),
    })
  } catch {
    return { kind: 'retry' }
  }
  if (response.ok) {
    const body = (await response.json()) as { message?: StoredMessage }
    return body.message ? { kind: 'sent', message: body.message } : { kind: 'retry' }
  }
  if (!FINAL.has(response.status)) return { kind: 'retry' }
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; details?: Record<string, number> }
  } | null
  return {
    kind: 'failed',
    failure: {
      status: response.status,
      code: body?.error?.code ?? `http_${response.status}`,
      ...(body?.error?.details ? { details: body.error.details } : {}),
    },
  }
}

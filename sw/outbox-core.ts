// The outbox's core (DESIGN "sw/", issue 28): the row, the answers that are final and the
// transitions of a message the member wrote, once, for the two that send it — the page
// (src/features/chats/outbox.ts, on Dexie, with backoff) and the service worker
// (sw/outbox.ts, woken by Background Sync when every tab is closed). Both compile this file,
// so it uses neither DOM nor WebWorker types and imports nothing; the storage and the
// transport are theirs, what a message goes through is decided here.
//
// A row is `queued` (it will be sent: now, or after its backoff), `failed` (an answer that
// sending again will not change; it holds its conversation's queue until it is released) or
// `sent` (the server's copy). The queue of a conversation goes one message at a time, oldest
// first; a queued message behind a failed one is *waiting*, which the member is told in place.
// A failed message is released — sent again by itself — when what held it has passed (the
// member bought credits; a block was lifted), or when the member says "Try again".

export type MessageState = 'sent' | 'queued' | 'failed'

/** A picked picture, as the outbox keeps it (a Blob: typed without DOM or WebWorker types). */
export type PickedPicture = Readonly<{ size: number; type: string }>

/**
 * A photo message's picture (issue 32 §3): its size, so its place is kept before it loads;
 * `picked` while it waits in the outbox (the server's copy has none: it is fetched).
 */
export interface RowPhoto {
  width: number
  height: number
  /** Its sender deleted their account, and the photo with it. */
  deleted?: true
  picked?: PickedPicture
}

/** Why the outbox stopped at a message: the server's answer, kept to show what to do. */
export interface MessageFailure {
  status: number
  code: string
  details?: Record<string, number>
}

/**
 * A message of a conversation as the client keeps it: one the server holds (`id`), or one
 * the member wrote that waits in the outbox (`queued`) or was refused (`failed`). Keyed by
 * the id its client made, so the server's copy of a sent one replaces it in place.
 */
export interface OutboxRow {
  client_id: string
  owner: number
  conversation: number
  /** The server's id once it is stored. */
  id: number | null
  sender: number
  text: string
  /** A photo message ('' text). */
  photo?: RowPhoto
  created: string
  /** Its place in the conversation: the server id, or after every stored one while queued. */
  order: number
  state: MessageState
  failure?: MessageFailure
  /** Network attempts so far, and when the next may start (the page's backoff). */
  attempts?: number
  nextAt?: number
  /** Credits given back: its reader left Klik before reading it (the sender's rows only). */
  returned?: number
}

/** A message as the server stores it (the contract's `Message`). */
export interface StoredMessage {
  id: number
  conversation: number
  sender: number
  text: string
  photo?: Omit<RowPhoto, 'picked'>
  created: string
  client_id: string
  returned?: number
}

/** Queued messages sort after every stored one, in the order they were written. */
export const QUEUED_ORDER_BASE = 2 ** 52

/** Statuses that answer the same however often the message is sent. */
export const FINAL_STATUSES: ReadonlySet<number> = new Set([400, 402, 403, 404, 409, 410, 422])

/** The error codes whose hold passes by itself (what releases it is in `holdOf`). */
export const INSUFFICIENT_CREDITS = 'chat.insufficient_credits'
export const BLOCKED = 'chat.blocked'

/**
 * What sends a row: a text is the JSON body of `POST /api/messages.php` (the contract's
 * `sendMessage`), a photo the query and the file of `POST /api/message_photo.php` (`sendPhoto`).
 */
export type SendRequest =
  | { kind: 'text'; body: { conversation: number; client_id: string; text: string } }
  | { kind: 'photo'; query: { conversation: number; client_id: string }; picture: PickedPicture }

export function sendRequest(row: OutboxRow): SendRequest {
  const picture = row.photo?.picked
  if (picture !== undefined) {
    return {
      kind: 'photo',
      query: { conversation: row.conversation, client_id: row.client_id },
      picture,
    }
  }
  return {
    kind: 'text',
    body: { conversation: row.conversation, client_id: row.client_id, text: row.text },
  }
}

/** What one attempt to send got back, whoever made the request. */
export type SendAnswer =
  | { kind: 'stored'; message: StoredMessage; balance?: number }
  | { kind: 'refused'; status: number; code: string; details?: Record<string, number> }
  /** No answer at all: offline, the server away, the request cut. */
  | { kind: 'unreachable' }

/** What the outbox does with an answer. */
export type Outcome =
  | { kind: 'sent'; message: StoredMessage; balance?: number }
  | { kind: 'failed'; failure: MessageFailure }
  /** Try again later; `network`: there was no answer at all. */
  | { kind: 'retry'; network: boolean }

export function outcomeOf(answer: SendAnswer): Outcome {
  switch (answer.kind) {
    case 'stored':
      return answer.balance === undefined
        ? { kind: 'sent', message: answer.message }
        : { kind: 'sent', message: answer.message, balance: answer.balance }
    case 'unreachable':
      return { kind: 'retry', network: true }
    case 'refused':
      if (!FINAL_STATUSES.has(answer.status)) return { kind: 'retry', network: false }
      return {
        kind: 'failed',
        failure: {
          status: answer.status,
          code: answer.code,
          ...(answer.details ? { details: answer.details } : {}),
        },
      }
  }
}

/** A new message of the member — a text, or a photo (`text` ''): queued, after every stored one. */
export function queuedRow(
  owner: number,
  conversation: number,
  text: string,
  clientId: string,
  created: Date,
  order: number,
  photo?: RowPhoto,
): OutboxRow {
  return {
    client_id: clientId,
    owner,
    conversation,
    id: null,
    sender: owner,
    text,
    ...(photo === undefined ? {} : { photo }),
    created: created.toISOString(),
    order: QUEUED_ORDER_BASE + order,
    state: 'queued',
    attempts: 0,
    nextAt: 0,
  }
}

/** The server's copy of a message, as a row (sent, in the server's order). */
export function sentRow(owner: number, message: StoredMessage): OutboxRow {
  return {
    client_id: message.client_id,
    owner,
    conversation: message.conversation,
    id: message.id,
    sender: message.sender,
    text: message.text,
    ...(message.photo === undefined ? {} : { photo: message.photo }),
    created: message.created,
    order: message.id,
    state: 'sent',
    ...(message.returned === undefined ? {} : { returned: message.returned }),
  }
}

// The transitions. Each takes the row as it is *now* (read again inside the storage's
// transaction: another tab, the worker or the member may have moved it on meanwhile) and
// answers the row to write, or null when there is nothing to do.

/** A final answer: a queued row fails with its reason. */
export function failedRow(current: OutboxRow, failure: MessageFailure): OutboxRow | null {
  return current.state === 'queued' ? { ...current, state: 'failed', failure } : null
}

/** No answer, a 5xx or a 429: the row stays queued and waits `delayMs` (the backoff). */
export function retryRow(current: OutboxRow, now: number, delayMs: number): OutboxRow | null {
  if (current.state !== 'queued') return null
  return { ...current, attempts: (current.attempts ?? 0) + 1, nextAt: now + delayMs }
}

/** Released (the member's "Try again", or its hold passed): failed becomes queued, due now. */
export function releasedRow(current: OutboxRow): OutboxRow | null {
  if (current.state !== 'failed') return null
  const { failure: _failure, ...rest } = current
  return { ...rest, state: 'queued', attempts: 0, nextAt: 0 }
}

/** A message may be cancelled (or deleted) as long as the server does not have it. */
export function canCancel(current: OutboxRow | undefined): boolean {
  return current !== undefined && current.state !== 'sent'
}

// Planning: which messages go now.

/** The first message of each conversation that is not sent yet, oldest first. */
export function queueHeads(rows: readonly OutboxRow[]): OutboxRow[] {
  const heads = new Map<number, OutboxRow>()
  for (const row of [...rows].sort((a, b) => a.order - b.order)) {
    if (row.state !== 'sent' && !heads.has(row.conversation)) heads.set(row.conversation, row)
  }
  return [...heads.values()]
}

/**
 * The heads to send now (queued, and due — or all of them when the way is open again: back
 * online, the server back), and when the soonest of the rest is due (Infinity: none waits).
 * A failed head holds its conversation.
 */
export function dueHeads(
  rows: readonly OutboxRow[],
  now: number,
  open: boolean,
): { due: OutboxRow[]; soonest: number } {
  const due: OutboxRow[] = []
  let soonest = Infinity
  for (const head of queueHeads(rows)) {
    if (head.state !== 'queued') continue
    const at = head.nextAt ?? 0
    if (open || at <= now) due.push(head)
    else soonest = Math.min(soonest, at)
  }
  return { due, soonest }
}

/** The queued messages that wait behind a failed one of their conversation, by client id. */
export function waitingBehindFailed(rows: readonly OutboxRow[]): ReadonlyMap<string, OutboxRow> {
  const blocker = new Map<number, OutboxRow>()
  const waiting = new Map<string, OutboxRow>()
  for (const row of [...rows].sort((a, b) => a.order - b.order)) {
    const failed = blocker.get(row.conversation)
    if (row.state === 'failed' && failed === undefined) blocker.set(row.conversation, row)
    else if (row.state === 'queued' && failed !== undefined) waiting.set(row.client_id, failed)
  }
  return waiting
}

/** What holds a failed message, and so what releases it by itself. */
export type Hold = 'credits' | 'block' | 'member'

export function holdOf(failure: MessageFailure | undefined): Hold {
  if (failure?.code === INSUFFICIENT_CREDITS) return 'credits'
  if (failure?.code === BLOCKED) return 'block'
  return 'member'
}

/**
 * The failed messages to release now, oldest first:
 * - `credits`: the balance covers the head of a conversation held for credits (its cost as
 *   the refusal said it). Every message held for credits in that conversation goes; those
 *   the balance does not cover are refused again and hold the rest, as before.
 * - `block`: the conversation's messages held by a block (tried again when the conversation
 *   is opened: a block lifted by either member is only known by trying).
 */
export type Release = { hold: 'credits'; balance: number } | { hold: 'block'; conversation: number }

export function toRelease(rows: readonly OutboxRow[], release: Release): OutboxRow[] {
  const released = new Set<number>()
  for (const head of queueHeads(rows)) {
    if (head.state !== 'failed' || holdOf(head.failure) !== release.hold) continue
    if (release.hold === 'credits') {
      const cost = head.failure?.details?.cost ?? 1
      if (release.balance >= cost) released.add(head.conversation)
    } else if (head.conversation === release.conversation) {
      released.add(head.conversation)
    }
  }
  return [...rows]
    .filter(
      (row) =>
        released.has(row.conversation) &&
        row.state === 'failed' &&
        holdOf(row.failure) === release.hold,
    )
    .sort((a, b) => a.order - b.order)
}

// The outbox (DESIGN "Client data", issue 10): what a member writes is a message row at once —
// state 'queued', its client id a UUIDv7 made here — and is sent from Dexie, so it survives a
// reload, a closed tab and a train without signal, and is applied once: the server keeps one
// message per (sender, client id), so a resend after a lost answer is answered, not repeated.
//
// - One message at a time per conversation, oldest first; conversations in parallel.
// - No answer (offline, server away), a 5xx or a 429: tried again after 1 s, 2 s, 4 s, … up
//   to 5 minutes (with jitter), and at once, whatever the backoff, when the way is open
//   again: the browser comes back online, or the live channel opens (the server is there
//   again after a restart, which no 'online' event tells). A start sends what is due.
// - An answer that will not change by sending again (400, 402, 403, 404, 409, 410, 422)
//   marks the message failed and stops its conversation's queue until the member acts: try
//   again (after buying credits, say) or delete it.
// - Where the browser has Background Sync, a network failure also asks the service worker to
//   send the outbox when the network is back, tabs open or not (sw/outbox.ts).
import { ApiError, NetworkError } from '../../api/errors'
import { liveChannel } from '../../api/live'
import { backoffMs, type RetryPolicy } from '../../api/sync'
import { db, type CachedMessage, type MessageFailure } from '../../db'
import { store } from '../../lib/store'
import { uuidv7 } from '../../lib/uuid'
import { OUTBOX_SYNC_TAG } from '../../../sw/protocol'
import { userAtom } from '../../session'
import { noteEngagement } from '../../session/engagement'
import { setCredits } from '../../session/credits'
import { postMessage } from './api'
import { applyMessage, QUEUED_ORDER_BASE } from './cache'
import { isSeen } from './presence'
import { stopTyping } from './typing'

/** 1 s doubling to 5 minutes; attempts never run out (the member's message must arrive). */
export const OUTBOX_RETRY: RetryPolicy = { attempts: Infinity, baseMs: 1_000, maxMs: 300_000 }

/** Statuses that answer the same however often the message is sent. */
const FINAL = new Set([400, 402, 403, 404, 409, 410, 422])

let lastOrder = 0

function nextQueuedOrder(now: number): number {
  lastOrder = Math.max(now, lastOrder + 1)
  return QUEUED_ORDER_BASE + lastOrder
}

/** Writes a message to the outbox (shown at once as pending) and starts sending. */
export async function queueMessage(
  owner: number,
  conversation: number,
  text: string,
  now = Date.now(),
): Promise<CachedMessage> {
  const message: CachedMessage = {
    client_id: uuidv7(now),
    owner,
    conversation,
    id: null,
    sender: owner,
    text,
    created: new Date(now).toISOString(),
    order: nextQueuedOrder(now),
    state: 'queued',
    attempts: 0,
    nextAt: 0,
  }
  await db.messages.put(message)
  void kickOutbox()
  // Written is sent, as far as the member is concerned: the outbox delivers it.
  noteEngagement('message')
  return message
}

/** The member asks to send a failed message again. */
export async function retryMessage(clientId: string): Promise<void> {
  await db.transaction('rw', db.messages, async () => {
    const row = await db.messages.get(clientId)
    if (row?.state !== 'failed') return
    const { failure: _failure, ...rest } = row
    await db.messages.put({ ...rest, state: 'queued', attempts: 0, nextAt: 0 })
  })
  void kickOutbox()
}

/** The member drops a message that was not sent; the conversation's queue goes on. */
export async function discardMessage(clientId: string): Promise<void> {
  await db.transaction('rw', db.messages, async () => {
    const row = await db.messages.get(clientId)
    if (row && row.state !== 'sent') await db.messages.delete(clientId)
  })
  void kickOutbox()
}

let draining: Promise<void> | null = null
let again = false
/** The way is open again: the next round sends every queue's head, backoff or not. */
let wayOpen = false
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * The server can be reached again (back online, the live channel open): what waits out its
 * backoff is sent now, in order, once each, instead of minutes later.
 */
export function sendWaitingNow(): Promise<void> {
  wayOpen = true
  return kickOutbox()
}

/** Sends what is due now, and plans the next try of what waits. */
export function kickOutbox(): Promise<void> {
  if (draining) {
    again = true
    return draining
  }
  draining = drain()
    .catch((error: unknown) => console.error('The outbox failed', error))
    .finally(() => {
      draining = null
    })
  return draining
}

/** Stops planned retries (the member logged out: their outbox is cleared with the cache). */
export function stopOutbox(): void {
  clearTimeout(timer)
}

async function drain(): Promise<void> {
  do {
    again = false
    clearTimeout(timer)
    const owner = store.get(userAtom)?.id
    if (owner === undefined || !navigator.onLine) return
    const open = wayOpen
    wayOpen = false
    const waiting = await db.messages
      .where('[owner+state]')
      .anyOf([
        [owner, 'queued'],
        [owner, 'failed'],
      ])
      .toArray()
    waiting.sort((a, b) => a.order - b.order)
    // The first waiting message of each conversation; a failed one holds its queue.
    const heads = new Map<number, CachedMessage>()
    for (const row of waiting) if (!heads.has(row.conversation)) heads.set(row.conversation, row)
    const now = Date.now()
    const due: CachedMessage[] = []
    let soonest = Infinity
    for (const head of heads.values()) {
      if (head.state !== 'queued') continue
      if (open || (head.nextAt ?? 0) <= now) due.push(head)
      else soonest = Math.min(soonest, head.nextAt ?? now)
    }
    if (due.length > 0) {
      // Each sent, failed or planned for later: look again (the next in line may go now).
      await Promise.all(due.map((row) => send(owner, row)))
      again = true
    } else if (soonest !== Infinity) {
      timer = setTimeout(() => void kickOutbox(), soonest - now)
    }
  } while (again)
}

/** One attempt: stored, failed for good, or planned again with backoff. */
async function send(owner: number, row: CachedMessage): Promise<void> {
  try {
    const answer = await postMessage({
      conversation: row.conversation,
      client_id: row.client_id,
      text: row.text,
    })
    if (store.get(userAtom)?.id !== owner) return
    await applyMessage(owner, answer.message, isSeen(row.conversation))
    setCredits(answer.balance)
    stopTyping(row.conversation)
  } catch (error) {
    if (error instanceof ApiError && FINAL.has(error.status)) {
      await markFailed(row, {
        status: error.status,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      })
    } else {
      if (!(error instanceof NetworkError || error instanceof ApiError)) {
        console.error('Sending a message failed', error)
      }
      const attempts = (row.attempts ?? 0) + 1
      await db.messages.update(row.client_id, {
        attempts,
        nextAt: Date.now() + backoffMs(attempts - 1, OUTBOX_RETRY),
      })
      if (error instanceof NetworkError) void askForBackgroundSync()
    }
  }
}

/**
 * Where the browser has Background Sync, the service worker sends the outbox once the network
 * is back, even after every tab was closed (sw/outbox.ts).
 */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No worker, no permission: the page sends when it is back.
  }
}

async function markFailed(row: CachedMessage, failure: MessageFailure): Promise<void> {
  await db.transaction('rw', db.messages, async () => {
    const current = await db.messages.get(row.client_id)
    if (current?.state === 'queued') await db.messages.put({ ...current, state: 'failed', failure })
  })
}

/**
 * Sends what is due when the app starts or is shown again, and everything that waits when the
 * way is open again: back online, or the live channel (re)opened.
 */
export function watchOutbox(): () => void {
  const kick = () => void kickOutbox()
  const open = () => void sendWaitingNow()
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick()
  }
  let live = liveChannel.isOpen()
  const onLive = () => {
    const was = live
    live = liveChannel.isOpen()
    if (live && !was) open()
  }
  window.addEventListener('online', open)
  document.addEventListener('visibilitychange', onVisible)
  const offLive = liveChannel.subscribe(onLive)
  kick()
  return () => {
    window.removeEventListener('online', open)
    document.removeEventListener('visibilitychange', onVisible)
    offLive()
    stopOutbox()
  }
}

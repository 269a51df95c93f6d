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
//   marks the message failed and holds its conversation's queue; the messages behind it say
//   they wait for it. It is released — sent again, with those behind it, in order, once
//   each — when what held it passed: the balance covers it again (credits bought, on any
//   page), the conversation is opened again after a block, or the member says "Try again".
//   A message not sent yet can be cancelled.
// - Where the browser has Background Sync, a network failure also asks the service worker to
//   send the outbox when the network is back, tabs open or not (sw/outbox.ts).
// The rows, the final answers and the transitions are the outbox's core (sw/outbox-core.ts),
// which the service worker runs too; this module is the page's timing, and its rows are kept
// in Dexie through cache.ts.
import { ApiError, NetworkError } from '../../api/errors'
import { liveChannel } from '../../api/live'
import { backoffMs, type RetryPolicy } from '../../api/sync'
import type { CachedMessage } from '../../db'
import { store } from '../../lib/store'
import { uuidv7 } from '../../lib/uuid'
import { OUTBOX_SYNC_TAG } from '../../../sw/protocol'
import { userAtom } from '../../session'
import { noteEngagement } from '../../session/engagement'
import { setCredits } from '../../session/credits'
import { postMessage, postPhoto } from './api'
import {
  canCancel,
  dueHeads,
  failedRow,
  outcomeOf,
  queuedRow,
  releasedRow,
  retryRow,
  sendRequest,
  toRelease,
  type Release,
  type SendAnswer,
} from '../../../sw/outbox-core'
import { applyMessage } from './cache'
import {
  deleteMessageIf,
  outboxMessages,
  putMessage,
  updateFailedMessages,
  updateMessage,
} from './outbox-cache'
import { isSeen } from './presence'
import { stopTyping } from './typing'

/** 1 s doubling to 5 minutes; attempts never run out (the member's message must arrive). */
export const OUTBOX_RETRY: RetryPolicy = { attempts: Infinity, baseMs: 1_000, maxMs: 300_000 }

let lastOrder = 0

function nextQueuedOrder(now: number): number {
  lastOrder = Math.max(now, lastOrder + 1)
  return lastOrder
}

/** A photo the member picked: the picture, and its size in pixels. */
export interface PickedPhoto {
  picture: Blob
  width: number
  height: number
}

/**
 * Writes a message to the outbox (shown at once as pending) and starts sending: a text, or a
 * photo, its picture kept with it in IndexedDB until the server has it (so it goes offline,
 * after a reload, or from the service worker).
 */
export async function queueMessage(
  owner: number,
  conversation: number,
  content: string | PickedPhoto,
  now = Date.now(),
): Promise<CachedMessage> {
  const photo =
    typeof content === 'string'
      ? undefined
      : { width: content.width, height: content.height, picked: content.picture }
  const message = queuedRow(
    owner,
    conversation,
    typeof content === 'string' ? content : '',
    uuidv7(now),
    new Date(now),
    nextQueuedOrder(now),
    photo,
  )
  await putMessage(message)
  void kickOutbox()
  // Written is sent, as far as the member is concerned: the outbox delivers it.
  noteEngagement('message')
  return message
}

/** The member asks to send a failed message again (those behind it follow, in order). */
export async function retryMessage(clientId: string): Promise<void> {
  if (await updateMessage(clientId, releasedRow)) await sendWaitingNow()
}

/**
 * The member cancels a message that is not sent yet (queued, waiting or failed); the
 * conversation's queue goes on. One already on its way is on the server once its answer
 * comes: it then shows as sent, which is the truth.
 */
export async function discardMessage(clientId: string): Promise<void> {
  await deleteMessageIf(clientId, canCancel)
  void kickOutbox()
}

/**
 * Releases the failed messages whose hold has passed (sw/outbox-core.ts `toRelease`): the
 * balance covers them again, or a conversation held by a block is opened again. Answers how
 * many go.
 */
export async function releaseHeld(owner: number, release: Release): Promise<number> {
  const released = await updateFailedMessages(owner, (failed) =>
    toRelease(failed, release).flatMap((row) => releasedRow(row) ?? []),
  )
  if (released > 0) await sendWaitingNow()
  return released
}

let draining: Promise<void> | null = null
/** Something changed since the running round looked: it looks again before it ends. */
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

/**
 * Sends what is due now, and plans the next try of what waits. A kick while a round runs is
 * never lost: the rounds go on until one starts after the last kick (the check and the end
 * are one synchronous step, so no kick falls between them).
 */
export function kickOutbox(): Promise<void> {
  again = true
  draining ??= (async () => {
    try {
      while (again) {
        again = false
        await round()
      }
    } catch (error) {
      console.error('The outbox failed', error)
    } finally {
      draining = null
    }
  })()
  return draining
}

/** Stops planned retries (the member logged out: their outbox is cleared with the cache). */
export function stopOutbox(): void {
  clearTimeout(timer)
}

/** One round: every conversation's head that is due goes; the soonest of the rest is planned. */
async function round(): Promise<void> {
  clearTimeout(timer)
  const owner = store.get(userAtom)?.id
  if (owner === undefined || !navigator.onLine) return
  const open = wayOpen
  wayOpen = false
  const waiting = await outboxMessages(owner)
  const now = Date.now()
  const { due, soonest } = dueHeads(waiting, now, open)
  if (due.length > 0) {
    // Each sent, failed or planned for later: look again (the next in line may go now).
    await Promise.all(due.map((row) => send(owner, row)))
    again = true
  } else if (soonest !== Infinity) {
    timer = setTimeout(() => void kickOutbox(), soonest - now)
  }
}

/** One attempt, as the core's answer (the typed client throws what is not a 2xx). */
async function attempt(row: CachedMessage): Promise<SendAnswer> {
  try {
    const request = sendRequest(row)
    const answer =
      request.kind === 'text'
        ? await postMessage(request.body)
        : await postPhoto(request.query, request.picture as Blob)
    return { kind: 'stored', message: answer.message, balance: answer.balance }
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        kind: 'refused',
        status: error.status,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      }
    }
    if (!(error instanceof NetworkError)) console.error('Sending a message failed', error)
    return { kind: 'unreachable' }
  }
}

/** One attempt: stored, failed for good, or planned again with backoff. */
async function send(owner: number, row: CachedMessage): Promise<void> {
  const outcome = outcomeOf(await attempt(row))
  if (store.get(userAtom)?.id !== owner) return
  switch (outcome.kind) {
    case 'sent':
      await applyMessage(owner, outcome.message, isSeen(row.conversation))
      if (outcome.balance !== undefined) setCredits(outcome.balance)
      stopTyping(row.conversation)
      return
    case 'failed': {
      await updateMessage(row.client_id, (current) => failedRow(current, outcome.failure))
      // The refusal says what the balance is: the member's view follows, so a balance that
      // only looked enough here does not release the message again and again.
      const balance = outcome.failure.details?.balance
      if (typeof balance === 'number') setCredits(balance)
      return
    }
    case 'retry': {
      const delay = backoffMs(row.attempts ?? 0, OUTBOX_RETRY)
      await updateMessage(row.client_id, (current) => retryRow(current, Date.now(), delay))
      if (outcome.network) void askForBackgroundSync()
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
  // Credits bought (or given) on any page: what was held for credits goes by itself.
  let credits = store.get(userAtom)?.credits
  const onUser = () => {
    const user = store.get(userAtom)
    const rose = user != null && credits !== undefined && user.credits > credits
    credits = user?.credits
    if (user && rose) void releaseHeld(user.id, { hold: 'credits', balance: user.credits })
  }
  window.addEventListener('online', open)
  document.addEventListener('visibilitychange', onVisible)
  const offLive = liveChannel.subscribe(onLive)
  const offUser = store.sub(userAtom, onUser)
  const owner = store.get(userAtom)
  // Credits bought while no page ran the outbox (paid in another tab, given by an operator).
  if (owner) void releaseHeld(owner.id, { hold: 'credits', balance: owner.credits })
  kick()
  return () => {
    window.removeEventListener('online', open)
    document.removeEventListener('visibilitychange', onVisible)
    offLive()
    offUser()
    stopOutbox()
  }
}

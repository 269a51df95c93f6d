// The live channel, client side (DESIGN "Live data"): one EventSource per tab on
// /api/events.php while a member is present and the page is shown. Features register their
// handlers by event type (onLive); the channel parses each event with the contract's schema
// and hands it on. It remembers the last event id per member, so a reload resumes where the
// tab left off (?last_event_id=); within a page the browser resumes by itself (Last-Event-ID).
//
// Its state tells the poller when polling is needed: 'open' covers the jobs that the channel
// feeds; anything else ('connecting', 'down', 'off') lets them poll at the §9 intervals.
// A page hidden for a minute closes the channel (push and the next visit take over); shown
// again, it opens anew, also when it was still open (the server learns the member is back and
// stops pushing: server/domain/presence/presence.ts), and replays what it missed.
import { LIVE_EVENT_TYPES, LAST_EVENT_ID_QUERY, liveEventSchemas } from '../contract/events'
import type { LiveEvent, LiveEventData, LiveEventType } from '../contract/events'
import * as routes from '../contract/routes'
import { expireFirstAnswers } from './first-answers'
import { readLastId, writeLastId } from './live-cursor'
import type { MemberWatch } from './poller'

export type LiveState = 'off' | 'connecting' | 'open' | 'down'

type Handler<T extends LiveEventType> = (data: LiveEventData<T>, event: LiveEvent) => void

const handlers = new Map<LiveEventType, Set<Handler<LiveEventType>>>()
const stateListeners = new Set<() => void>()
let state: LiveState = 'off'

/** Runs `handler` for every event of `type`; returns the unsubscribe. */
export function onLive<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
  let set = handlers.get(type)
  if (set === undefined) {
    set = new Set()
    handlers.set(type, set)
  }
  const entry = handler as unknown as Handler<LiveEventType>
  set.add(entry)
  return () => set.delete(entry)
}

export const liveChannel = {
  state: (): LiveState => state,
  isOpen: (): boolean => state === 'open',
  subscribe(listener: () => void): () => void {
    stateListeners.add(listener)
    return () => stateListeners.delete(listener)
  },
}

function setState(next: LiveState): void {
  if (next === state) return
  state = next
  for (const listener of [...stateListeners]) listener()
}

/** Parses and hands on one event; a malformed one is logged and skipped. */
export function dispatchLive(type: LiveEventType, id: number | null, raw: string): void {
  let data: unknown
  try {
    data = liveEventSchemas[type].parse(JSON.parse(raw))
  } catch (error) {
    console.error(`Live event ${type} out of contract`, error)
    return
  }
  const event = { type, id, data } as LiveEvent
  // Something that happened: the page's first answers may no longer show it.
  if (id !== null && type !== 'ready') expireFirstAnswers()
  for (const handler of [...(handlers.get(type) ?? [])]) {
    try {
      handler(event.data, event)
    } catch (error) {
      console.error(`Live ${type} handler failed`, error)
    }
  }
}

/** How long a hidden page keeps its channel. */
export const HIDDEN_CLOSE_MS = 60_000
/** Waits before opening again after the server refused or the browser gave up. */
const RETRY_MS = { first: 5_000, max: 300_000 }

export interface LiveOptions {
  /** Makes the EventSource (tests pass a fake). */
  open?: (url: string) => EventSource
}

/** Keeps the channel open while a member is present and the page shown; returns the stop. */
export function startLive(watch: MemberWatch, options: LiveOptions = {}): () => void {
  const open = options.open ?? ((url: string) => new EventSource(url))
  let source: EventSource | null = null
  let member: number | null = null
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let retryMs = RETRY_MS.first

  const close = () => {
    clearTimeout(retryTimer)
    source?.close()
    source = null
  }

  const connect = () => {
    close()
    if (member === null || document.visibilityState === 'hidden') {
      setState('off')
      return
    }
    const owner = member
    const last = readLastId(owner)
    const url =
      last === null ? routes.events.path : `${routes.events.path}?${LAST_EVENT_ID_QUERY}=${last}`
    const es = open(url)
    source = es
    // Whether the stream was ready since its last error: a stream that dropped gets one quick
    // resume by the browser; one that fails again, or never opened, waits our backoff instead
    // of the browser's retry every few seconds (a proxy that blocks streams would cost a
    // request every 3 s all day).
    let readySinceError = false
    setState('connecting')
    for (const type of LIVE_EVENT_TYPES) {
      es.addEventListener(type, (message) => {
        if (source !== es) return
        const { data, lastEventId } = message as MessageEvent<string>
        const id = type === 'typing' || lastEventId === '' ? null : Number(lastEventId)
        if (type === 'ready' || type === 'reset') {
          readySinceError = true
          setState('open')
          retryMs = RETRY_MS.first
        }
        dispatchLive(type, id, data)
        if (id !== null && Number.isFinite(id)) writeLastId(owner, id)
      })
    }
    es.addEventListener('error', () => {
      if (source !== es) return
      setState('down')
      // CONNECTING after a stream that was ready: the browser tries again by itself, with
      // Last-Event-ID. CLOSED: it gave up (an answer that was not a stream, e.g. a 403 after a
      // logout elsewhere). Otherwise it failed again: our backoff takes over.
      const resuming = es.readyState !== EventSource.CLOSED && readySinceError
      readySinceError = false
      if (!resuming) {
        es.close()
        source = null
        retryTimer = setTimeout(connect, retryMs)
        retryMs = Math.min(retryMs * 2, RETRY_MS.max)
      }
    })
  }

  const onMember = () => {
    const id = watch.current()?.id ?? null
    if (id === member) return
    member = id
    retryMs = RETRY_MS.first
    connect()
  }

  const onVisibility = () => {
    clearTimeout(hideTimer)
    if (document.visibilityState === 'hidden') {
      hideTimer = setTimeout(() => {
        close()
        setState('off')
      }, HIDDEN_CLOSE_MS)
    } else if (member !== null) {
      // Shown again. A channel still open from before is opened anew too: the page-hidden
      // beacon told the server this browser had gone (pushes start), and opening a channel
      // is how it learns the member is back (server/domain/presence/presence.ts).
      connect()
    }
  }

  // A network that comes back is the moment to try, not the end of a long backoff.
  const onOnline = () => {
    if (member !== null && (source === null || source.readyState === EventSource.CLOSED)) {
      retryMs = RETRY_MS.first
      connect()
    }
  }

  const unsubscribe = watch.subscribe(onMember)
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('online', onOnline)
  onMember()

  return () => {
    unsubscribe()
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('online', onOnline)
    clearTimeout(hideTimer)
    close()
    member = null
    setState('off')
  }
}

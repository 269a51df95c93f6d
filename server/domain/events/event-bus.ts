// The event bus (issue 10): how a write tells the live channels that a member has new events.
// Two implementations behind one interface: in this process (the embedded PGlite serves one
// process) and PostgreSQL LISTEN/NOTIFY (db/pg-event-bus.ts) when several processes share a
// PostgreSQL server. The bus carries news, never the truth: a live stream that sees a gap reads
// the missing events from the database, so a lost notice costs latency, never an event.
import type { LiveEventData } from '../../../src/contract/events'
import type { StoredEvent } from './member-events'

export type BusNotice =
  /**
   * The member's events up to `lastId` are committed. `events` are those this process
   * wrote (empty when they came from another process): the stream reads the rest.
   */
  | { kind: 'events'; lastId: number; events: readonly StoredEvent[] }
  /** A passing signal: never stored. */
  | { kind: 'typing'; data: LiveEventData<'typing'> }
  /** Notices may have been lost (the listening connection dropped): read from the database. */
  | { kind: 'resync' }

export type BusListener = (notice: BusNotice) => void

/** Sessions of `memberId` ended or narrowed in some process; null: of anyone, maybe. */
export type SessionsEndedListener = (memberId: number | null) => void

export interface EventBus {
  /** After the transaction that recorded `events` committed. */
  publish(events: readonly StoredEvent[]): void
  /** A typing signal for `memberId`. */
  typing(memberId: number, data: LiveEventData<'typing'>): void
  /** Notices for one member's streams in this process; returns the unsubscribe. */
  subscribe(memberId: number, listener: BusListener): () => void
  /** Live streams in this process (for the bench and the logs). */
  readonly subscribers: number
  /**
   * Whether every process's notices reach this one now: false while PostgreSQL's listening
   * connection is down. What this process caches of other processes' writes is good only
   * while it hears (the sessions, plugins/auth.ts).
   */
  readonly hearing: boolean
  /**
   * Calls `listener` when sessions of a member ended or narrowed (committed: a logout, a
   * password change, a ban, a deletion), with null when such notices may have been missed;
   * returns the unsubscribe. The local bus never calls it: its one process forgets them where
   * they end (accounts/sessions.ts).
   */
  onSessionsEnded(listener: SessionsEndedListener): () => void
  close(): Promise<void>
}

/** Who listens to which member in this process; both buses deliver through it. */
export class Subscribers {
  private readonly byMember = new Map<number, Set<BusListener>>()
  private count = 0

  get size(): number {
    return this.count
  }

  add(memberId: number, listener: BusListener): () => void {
    let listeners = this.byMember.get(memberId)
    if (listeners === undefined) {
      listeners = new Set()
      this.byMember.set(memberId, listeners)
    }
    listeners.add(listener)
    this.count += 1
    return () => {
      if (listeners.delete(listener)) this.count -= 1
      if (listeners.size === 0 && this.byMember.get(memberId) === listeners) {
        this.byMember.delete(memberId)
      }
    }
  }

  has(memberId: number): boolean {
    return this.byMember.has(memberId)
  }

  deliver(memberId: number, notice: BusNotice): void {
    const listeners = this.byMember.get(memberId)
    if (listeners === undefined) return
    for (const listener of [...listeners]) listener(notice)
  }

  deliverAll(notice: BusNotice): void {
    for (const memberId of [...this.byMember.keys()]) this.deliver(memberId, notice)
  }
}

/** The member's events of a batch, grouped, in id order. */
export function byMember(events: readonly StoredEvent[]): Map<number, StoredEvent[]> {
  const grouped = new Map<number, StoredEvent[]>()
  for (const event of events) {
    const list = grouped.get(event.memberId)
    if (list === undefined) grouped.set(event.memberId, [event])
    else list.push(event)
  }
  for (const list of grouped.values()) list.sort((a, b) => a.id - b.id)
  return grouped
}

/** Delivers each member's events to this process's streams at once. */
export function deliverLocally(subscribers: Subscribers, events: readonly StoredEvent[]): void {
  for (const [memberId, list] of byMember(events)) {
    const lastId = list[list.length - 1]?.id ?? 0
    subscribers.deliver(memberId, { kind: 'events', lastId, events: list })
  }
}

/** The embedded database's bus: one process, so everything is delivered in it. */
export class LocalEventBus implements EventBus {
  private readonly local = new Subscribers()

  get subscribers(): number {
    return this.local.size
  }

  get hearing(): boolean {
    return true
  }

  onSessionsEnded(): () => void {
    return () => undefined
  }

  publish(events: readonly StoredEvent[]): void {
    deliverLocally(this.local, events)
  }

  typing(memberId: number, data: LiveEventData<'typing'>): void {
    this.local.deliver(memberId, { kind: 'typing', data })
  }

  subscribe(memberId: number, listener: BusListener): () => void {
    return this.local.add(memberId, listener)
  }

  close(): Promise<void> {
    return Promise.resolve()
  }
}

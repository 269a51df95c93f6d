// The event bus of several server processes on one PostgreSQL server: NOTIFY on the channel
// klik_events, one LISTEN connection per process. A payload is ids only — "e:<member>:<last
// event id>" or "t:<member>:<conversation>:<writer>" for typing — the events themselves are read
// from the database by the process whose member is listening. The writing process also
// delivers its own events to its own streams at once, without the round trip.
//
// Notices are sent right after the writing transaction commits, batched per tick into one
// statement. Should the listening connection drop, it is opened again (1 s, doubling to 30 s)
// and every stream of this process then reads what it may have missed.
//
// "s:<member>" says sessions of the member ended or narrowed (logout, password change, ban,
// deletion): every process's session cache drops them (accounts/sessions.ts). That one is sent
// by the statement that ends them, inside its transaction (sessionsEndedNotify): PostgreSQL
// delivers it when that commits. While the listening connection is down the process is not
// `hearing`, and its session cache is emptied when the connection is lost and again when it is
// back: a logout meanwhile was not heard (plugins/auth.ts does not use the cache then).
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import type { LiveEventData } from '../../../src/contract/events'
import type { Db } from '../../db/database'
import { textArray } from '../../db/sql-arrays'
import {
  byMember,
  deliverLocally,
  Subscribers,
  type BusListener,
  type EventBus,
  type SessionsEndedListener,
} from './event-bus'
import type { StoredEvent } from './member-events'

export const EVENTS_CHANNEL = 'klik_events'
const RECONNECT_MS = { first: 1_000, max: 30_000 }

/**
 * A call of pg_notify that tells every process that sessions of the member `memberId` (an SQL
 * expression) ended or narrowed; sent when the transaction it runs in commits.
 */
export function sessionsEndedNotify(memberId: SQL): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, 's:' || (${memberId})::text)`
}

interface Logger {
  warn(object: object, message: string): void
  info(object: object, message: string): void
}

export interface PgEventBusOptions {
  /** The first wait before opening a dropped listening connection again (tests shorten it). */
  reconnectMs?: number
}

export class PgEventBus implements EventBus {
  private readonly local = new Subscribers()
  private readonly sessionListeners = new Set<SessionsEndedListener>()
  private listener: pg.Client | null = null
  private pending: string[] = []
  private flushing = false
  private closed = false
  private readonly firstReconnectMs: number
  private reconnectMs: number
  private reconnectTimer: NodeJS.Timeout | null = null

  private constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: Logger,
    options: PgEventBusOptions,
  ) {
    this.firstReconnectMs = options.reconnectMs ?? RECONNECT_MS.first
    this.reconnectMs = this.firstReconnectMs
  }

  /** Opens the listening connection; fails when PostgreSQL cannot be reached. */
  static async open(
    url: string,
    db: Db,
    log: Logger,
    options: PgEventBusOptions = {},
  ): Promise<PgEventBus> {
    const bus = new PgEventBus(url, db, log, options)
    await bus.listen()
    return bus
  }

  get subscribers(): number {
    return this.local.size
  }

  get hearing(): boolean {
    return this.listener !== null && !this.closed
  }

  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.sessionListeners.add(listener)
    return () => this.sessionListeners.delete(listener)
  }

  publish(events: readonly StoredEvent[]): void {
    if (events.length === 0) return
    deliverLocally(this.local, events)
    for (const [memberId, list] of byMember(events)) {
      this.queue(`e:${memberId}:${list[list.length - 1]?.id ?? 0}`)
    }
  }

  typing(memberId: number, data: LiveEventData<'typing'>): void {
    this.queue(`t:${memberId}:${data.conversation}:${data.profile}`)
  }

  subscribe(memberId: number, listener: BusListener): () => void {
    return this.local.add(memberId, listener)
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer)
    const client = this.listener
    this.listener = null
    await client?.end().catch(() => undefined)
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload !== undefined) {
        this.received(message.payload)
      }
    })
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'event bus: the listening connection failed')
      this.lost(client)
    })
    client.on('end', () => this.lost(client))
    await client.connect()
    await client.query(`LISTEN ${EVENTS_CHANNEL}`)
    // Sessions may have ended while nobody listened (and lookups meanwhile may have stored
    // them): forgotten before the cache is used again.
    this.sessionsEnded(null)
    this.listener = client
    this.reconnectMs = this.firstReconnectMs
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.listener !== client) return
    this.listener = null
    // From now on a logout elsewhere goes unheard: nothing cached is answered until we listen
    // again (hearing is false), and lookups under way store nothing.
    this.sessionsEnded(null)
    void client.end().catch(() => undefined)
    this.scheduleReconnect()
  }

  private sessionsEnded(memberId: number | null): void {
    for (const listener of [...this.sessionListeners]) listener(memberId)
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer !== null) return
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.listen().then(
        () => {
          this.log.info({}, 'event bus: listening again')
          // Whatever was notified while nobody listened is in the database.
          this.local.deliverAll({ kind: 'resync' })
        },
        (error: unknown) => {
          this.log.warn({ err: error }, 'event bus: cannot listen yet')
          this.reconnectMs = Math.min(this.reconnectMs * 2, RECONNECT_MS.max)
          this.scheduleReconnect()
        },
      )
    }, this.reconnectMs)
    this.reconnectTimer.unref()
  }

  private received(payload: string): void {
    const [kind, ...numbers] = payload.split(':')
    const [memberId, a, b] = numbers.map(Number)
    if (memberId === undefined || !Number.isSafeInteger(memberId)) return
    if (kind === 's') {
      this.sessionsEnded(memberId)
      return
    }
    if (!this.local.has(memberId)) return
    if (kind === 'e' && a !== undefined) {
      this.local.deliver(memberId, { kind: 'events', lastId: a, events: [] })
    } else if (kind === 't' && a !== undefined && b !== undefined) {
      this.local.deliver(memberId, { kind: 'typing', data: { conversation: a, profile: b } })
    }
  }

  private queue(payload: string): void {
    this.pending.push(payload)
    if (!this.flushing) {
      this.flushing = true
      setImmediate(() => void this.flush())
    }
  }

  // Everything queued in one tick goes out in one statement.
  private async flush(): Promise<void> {
    while (this.pending.length > 0 && !this.closed) {
      const payloads = this.pending
      this.pending = []
      try {
        await this.db.execute(
          sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${textArray(payloads)}) as payload`,
        )
      } catch (error) {
        // The events are stored: a stream reads them at its next notice or reconnect.
        this.log.warn({ err: error, notices: payloads.length }, 'event bus: NOTIFY failed')
      }
    }
    this.flushing = false
  }
}

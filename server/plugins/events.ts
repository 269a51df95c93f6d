// `app.events`: the event bus (domain/events/event-bus.ts) — in this process on the embedded
// PGlite, PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set — and `app.liveStreams`, this
// process's open live channels (routes/events.ts opens them). Besides, once a minute:
// - streams whose session ended (logout, expiry, "log out everywhere") are closed;
// - the sessions behind the others stay present (no pushes: domain/presence/presence.ts);
// - events older than the retention are pruned (a batch a minute is far more than is written),
//   and so are visits older than VISITS_KEPT_DAYS (issue 32 §2) and discover passes older than
//   DISCOVER_PASS_DAYS (issue 32 §4);
// - until done, profiles written before cities had coordinates get them (issue 32 §4).
// On shutdown every stream is ended first, so the server can close; the browsers reconnect to
// another process, or to this one when it is back, and resume from their last event id.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifySse from '@fastify/sse'
import { extendPresence } from '../domain/presence/presence'
import { liveSessionIds } from '../domain/accounts/sessions'
import { LocalEventBus, type EventBus } from '../domain/events/event-bus'
import type { LiveStream } from '../domain/events/live-stream'
import { pruneEvents } from '../domain/events/member-events'
import { pruneVisits } from '../domain/visits/visitors'
import { prunePasses } from '../domain/discover/passes'
import { coordinatesBackfill } from '../domain/geo/coordinates-backfill'
import { PgEventBus } from '../domain/events/pg-event-bus'

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus
    liveStreams: LiveStreams
  }
}

/** Comments every 20 s keep proxies (and their 30 or 60 s idle timeouts) from closing it. */
export const HEARTBEAT_MS = 20_000
const SWEEP_MS = 60_000
/** A member with more tabs than this loses the oldest stream (it reconnects when looked at). */
export const STREAMS_PER_MEMBER = 10

export interface OpenStream {
  memberId: number
  sessionId: number
  stream: LiveStream
  /** Ends the HTTP response. */
  end: () => void
}

export class LiveStreams {
  private readonly open = new Set<OpenStream>()

  get size(): number {
    return this.open.size
  }

  add(entry: OpenStream): void {
    const mine = [...this.open].filter((other) => other.memberId === entry.memberId)
    if (mine.length >= STREAMS_PER_MEMBER) this.end(mine[0] as OpenStream)
    this.open.add(entry)
  }

  remove(entry: OpenStream): void {
    if (this.open.delete(entry)) entry.stream.close()
  }

  end(entry: OpenStream): void {
    this.remove(entry)
    entry.end()
  }

  endAll(): void {
    for (const entry of [...this.open]) this.end(entry)
  }

  /** The sessions behind the open streams, once each. */
  sessionIds(): number[] {
    return [...new Set([...this.open].map((entry) => entry.sessionId))]
  }

  /** Ends the streams of sessions that are no longer live. */
  async endEnded(isLive: (sessionIds: number[]) => Promise<Set<number>>): Promise<void> {
    const entries = [...this.open]
    if (entries.length === 0) return
    const live = await isLive([...new Set(entries.map((entry) => entry.sessionId))])
    for (const entry of entries) if (!live.has(entry.sessionId)) this.end(entry)
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS })
    const url = app.database.url
    const bus: EventBus =
      url === null ? new LocalEventBus() : await PgEventBus.open(url, app.db, app.log)
    const streams = new LiveStreams()
    app.decorate('events', bus)
    app.decorate('liveStreams', streams)

    const backfill = coordinatesBackfill(app.db)
    let backfilling = true
    const sweep = setInterval(() => {
      const now = new Date()
      streams
        .endEnded((ids) => liveSessionIds(app.db, ids, now))
        .then(() => extendPresence(app.db, streams.sessionIds(), now))
        .then(() => pruneEvents(app.db, now))
        .then(() => pruneVisits(app.db, now))
        .then(() => prunePasses(app.db, now))
        .then(async () => {
          if (backfilling) backfilling = await backfill.step()
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'live channel sweep failed'))
    }, SWEEP_MS)
    sweep.unref()

    app.addHook('preClose', (done) => {
      clearInterval(sweep)
      streams.endAll()
      done()
    })
    app.addHook('onClose', () => bus.close())
  },
  { name: 'klik-events', dependencies: ['klik-database', 'klik-config'] },
)

// One live channel (one browser tab): sends a member's events in id order, each once, from
// where the client says it is. Everything it does runs one step at a time (a promise chain),
// so a replay, a live notice and a catch-up never interleave.
//
// - Start: no last id → `ready` with the member's newest id, nothing replayed (the client
//   loads its views by the normal calls). A last id → `ready` with it, then every later event
//   from the database. A last id beyond the newest (another database), or older than what is
//   kept, or too far behind to be worth replaying → `reset` with the newest id: load again.
// - Live: events with the next id are sent as they come; a notice of a later id than the next
//   (another process wrote it, or notices crossed) reads the gap from the database.
import type { LiveEventData, LiveEventType } from '../../../src/contract/events'
import type { Db } from '../../db/database'
import { withRequestClock } from '../../db/fair-queue'
import type { BusNotice, EventBus } from './event-bus'
import { eventsAfter, lastEventId, type StoredEvent } from './member-events'

/** More missed events than this, and loading everything again is quicker. */
export const MAX_REPLAY = 1_000
const PAGE = 200

export interface OutgoingEvent {
  type: LiveEventType
  /** Stored events only: the client's resume point. */
  id?: number
  data: LiveEventData<LiveEventType>
}

export interface LiveStreamOptions {
  db: Db
  bus: EventBus
  memberId: number
  /** The client's last event id, if it sent one ('unknown': one that is not ours). */
  lastEventId: number | 'unknown' | undefined
  send: (event: OutgoingEvent) => Promise<void>
  onError: (error: unknown) => void
}

export class LiveStream {
  private last = 0
  private chain: Promise<void> = Promise.resolve()
  private unsubscribe: (() => void) | null = null
  private closed = false

  constructor(private readonly options: LiveStreamOptions) {}

  /** Subscribes first, then replays: a notice that arrives meanwhile waits in the chain. */
  start(): void {
    const { bus, memberId } = this.options
    this.unsubscribe = bus.subscribe(memberId, (notice) => {
      this.enqueue(() => this.handle(notice))
    })
    this.enqueue(() => this.begin())
  }

  close(): void {
    this.closed = true
    this.unsubscribe?.()
    this.unsubscribe = null
  }

  /** The last event id sent (for tests). */
  get position(): number {
    return this.last
  }

  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain.then(async () => {
      if (this.closed) return
      try {
        await step()
      } catch (error) {
        this.options.onError(error)
      }
    })
  }

  // A stream lives for hours: its reads queue for the database as a new request's would, not
  // as the oldest request of all (db/fair-queue.ts).
  private dbStep<T>(fn: () => Promise<T>): Promise<T> {
    return withRequestClock(performance.now(), fn)
  }

  private async begin(): Promise<void> {
    const { db, memberId, lastEventId: asked } = this.options
    const newest = await this.dbStep(() => lastEventId(db, memberId))
    if (asked === undefined) {
      this.last = newest
      await this.emit({ type: 'ready', id: newest, data: { last_event_id: newest } })
      return
    }
    if (asked === 'unknown' || asked > newest || newest - asked > MAX_REPLAY) {
      return this.reset(newest)
    }
    if (asked < newest) {
      const [first] = await this.dbStep(() => eventsAfter(db, memberId, asked, 1))
      // The events right after the client's are pruned.
      if (first === undefined || first.id !== asked + 1) return this.reset(newest)
    }
    this.last = asked
    await this.emit({ type: 'ready', id: asked, data: { last_event_id: asked } })
    await this.catchUp()
  }

  private async reset(newest: number): Promise<void> {
    this.last = newest
    await this.emit({ type: 'reset', id: newest, data: { last_event_id: newest } })
  }

  private async handle(notice: BusNotice): Promise<void> {
    if (notice.kind === 'typing') {
      await this.emit({ type: 'typing', data: notice.data })
      return
    }
    if (notice.kind === 'events') {
      for (const event of notice.events) {
        if (event.id === this.last + 1) await this.sendStored(event)
      }
      if (notice.lastId <= this.last) return
    }
    await this.catchUp()
  }

  /** Sends every stored event after the last one sent. */
  private async catchUp(): Promise<void> {
    const { db, memberId } = this.options
    for (;;) {
      const after = this.last
      const events = await this.dbStep(() => eventsAfter(db, memberId, after, PAGE))
      for (const event of events) await this.sendStored(event)
      if (events.length < PAGE || this.closed) return
    }
  }

  private async sendStored(event: StoredEvent): Promise<void> {
    this.last = event.id
    await this.emit({ type: event.type, id: event.id, data: event.data })
  }

  private async emit(event: OutgoingEvent): Promise<void> {
    if (!this.closed) await this.options.send(event)
  }
}

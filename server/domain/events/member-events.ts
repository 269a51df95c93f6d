// Writing and reading a member's stored live events (db/tables/member-events.ts). A write that
// causes events records them in its own transaction (recordEvents) and hands what it recorded
// to the event bus once it has committed; the live channel reads them back by id.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import type { LiveEventData, StoredEventType } from '../../../src/contract/events'
import type { Db } from '../../db/database'
import { memberEventCounters, memberEvents } from '../../db/schema'

/** How long events are kept for a reconnecting client; older ones mean "load everything". */
export const EVENT_RETENTION_MS = 7 * 24 * 3_600_000

export type EventDraft = {
  [T in StoredEventType]: { memberId: number; type: T; data: LiveEventData<T> }
}[StoredEventType]

export type StoredEvent = EventDraft & { id: number }

type Executor = Pick<Db, 'insert'>

/**
 * Numbers and stores events, in the caller's transaction. Each member's counter row is raised
 * once for all of their events, members in id order (PostgreSQL inserts VALUES rows in order,
 * so two transactions that both write to A and B lock them in the same order and cannot
 * deadlock); the row lock holds until commit.
 */
export async function recordEvents(tx: Executor, drafts: EventDraft[]): Promise<StoredEvent[]> {
  if (drafts.length === 0) return []
  const counts = new Map<number, number>()
  for (const draft of drafts) counts.set(draft.memberId, (counts.get(draft.memberId) ?? 0) + 1)
  const memberIds = [...counts.keys()].sort((a, b) => a - b)
  const raised = await tx
    .insert(memberEventCounters)
    .values(memberIds.map((memberId) => ({ memberId, lastEventId: counts.get(memberId) ?? 0 })))
    .onConflictDoUpdate({
      target: memberEventCounters.memberId,
      set: { lastEventId: sql`${memberEventCounters.lastEventId} + excluded.last_event_id` },
    })
    .returning()
  const next = new Map<number, number>()
  for (const row of raised) {
    next.set(row.memberId, row.lastEventId - (counts.get(row.memberId) ?? 0) + 1)
  }
  const stored = drafts.map((draft): StoredEvent => {
    const id = next.get(draft.memberId)
    if (id === undefined) throw new Error(`no event counter for member ${draft.memberId}`)
    next.set(draft.memberId, id + 1)
    return { ...draft, id }
  })
  await tx.insert(memberEvents).values(
    stored.map((event) => ({
      memberId: event.memberId,
      id: event.id,
      type: event.type,
      data: event.data,
    })),
  )
  return stored
}

/** The member's newest event id (0 before their first event). */
export async function lastEventId(db: Pick<Db, 'select'>, memberId: number): Promise<number> {
  const [row] = await db
    .select({ last: memberEventCounters.lastEventId })
    .from(memberEventCounters)
    .where(eq(memberEventCounters.memberId, memberId))
  return row?.last ?? 0
}

/** The member's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(
  db: Pick<Db, 'select'>,
  memberId: number,
  afterId: number,
  limit: number,
): Promise<StoredEvent[]> {
  const rows = await db
    .select({
      memberId: memberEvents.memberId,
      id: memberEvents.id,
      type: memberEvents.type,
      data: memberEvents.data,
    })
    .from(memberEvents)
    .where(and(eq(memberEvents.memberId, memberId), gt(memberEvents.id, afterId)))
    .orderBy(asc(memberEvents.id))
    .limit(limit)
  return rows as StoredEvent[]
}

/** Deletes events older than the retention, a batch at a time; answers how many went. */
export async function pruneEvents(db: Db, now: Date, batch = 5_000): Promise<number> {
  const before = new Date(now.getTime() - EVENT_RETENTION_MS)
  const gone = await db
    .delete(memberEvents)
    .where(
      sql`ctid in (select ctid from ${memberEvents} where ${lt(memberEvents.createdAt, before)} limit ${batch})`,
    )
    .returning({ id: memberEvents.id })
  return gone.length
}

/** Records events in a transaction of their own (for writes that are one statement). */
export function recordEventsNow(db: Db, drafts: EventDraft[]): Promise<StoredEvent[]> {
  if (drafts.length === 0) return Promise.resolve([])
  return db.transaction((tx) => recordEvents(tx, drafts))
}

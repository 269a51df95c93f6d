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

type Executor = Pick<Db, 'execute'>

/**
 * Numbers and stores events, in the caller's transaction, in one statement (a round trip
 * fewer: on the embedded database a transaction holds the database until it commits). Each
 * member's counter row is raised once for all of their events, members in id order
 * (PostgreSQL inserts VALUES rows in order, so two transactions that both write to A and B lock
 * them in the same order and cannot deadlock); the row lock holds until commit.
 */
export async function recordEvents(tx: Executor, drafts: EventDraft[]): Promise<StoredEvent[]> {
  if (drafts.length === 0) return []
  const counts = new Map<number, number>()
  const ordinals = drafts.map((draft) => {
    const ordinal = (counts.get(draft.memberId) ?? 0) + 1
    counts.set(draft.memberId, ordinal)
    return ordinal
  })
  const memberIds = [...counts.keys()].sort((a, b) => a - b)
  const raisedBy = sql.join(
    memberIds.map((memberId) => sql`(${memberId}::int, ${counts.get(memberId) ?? 0}::bigint)`),
    sql`, `,
  )
  const rows = sql.join(
    drafts.map(
      (draft, index) =>
        sql`(${draft.memberId}::int, ${ordinals[index]}::bigint, ${counts.get(draft.memberId) ?? 0}::bigint, ${draft.type}::text, ${JSON.stringify(draft.data)}::jsonb)`,
    ),
    sql`, `,
  )
  // A data-modifying WITH runs once, to completion, whether or not the query reads it.
  const result = await tx.execute(sql`
    with raised as (
      insert into ${memberEventCounters} (member_id, last_event_id) values ${raisedBy}
      on conflict (member_id) do update
        set last_event_id = ${memberEventCounters}.last_event_id + excluded.last_event_id
      returning member_id, last_event_id
    ),
    drafts (member_id, ordinal, count, type, data) as (values ${rows}),
    stored as (
      insert into ${memberEvents} (member_id, id, type, data)
      select drafts.member_id, raised.last_event_id - drafts.count + drafts.ordinal,
             drafts.type, drafts.data
      from drafts join raised using (member_id)
    )
    select member_id::float8 as member_id, last_event_id::float8 as last_event_id from raised`)
  const raised = rowsOf<{ member_id: number; last_event_id: number }>(result)
  const next = new Map<number, number>()
  for (const row of raised) {
    next.set(row.member_id, row.last_event_id - (counts.get(row.member_id) ?? 0) + 1)
  }
  return drafts.map((draft): StoredEvent => {
    const id = next.get(draft.memberId)
    if (id === undefined) throw new Error(`no event counter for member ${draft.memberId}`)
    next.set(draft.memberId, id + 1)
    return { ...draft, id }
  })
}

/** The rows of `execute`: both drivers answer { rows } (cast to float8 what must be a number). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
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

// Writing and reading a member's stored live events (db/tables/member-events.ts). A write that
// causes events records them in its own transaction (recordEvents) and hands what it recorded
// to the event bus once it has committed; the live channel reads them back by id.
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { LiveEventData, StoredEventType } from '../../../src/contract/events'
import type { Db } from '../../db/database'
import { queryRow, type Executor } from '../../db/raw'
import { memberEventCounters, memberEvents } from '../../db/schema'

/** How long events are kept for a reconnecting client; older ones mean "load everything". */
export const EVENT_RETENTION_MS = 7 * 24 * 3_600_000

export type EventDraft = {
  [T in StoredEventType]: { memberId: number; type: T; data: LiveEventData<T> }
}[StoredEventType]

export type StoredEvent = EventDraft & { id: number }

/** An event whose data is an SQL expression, for a statement that computes it (eventCtes). */
export interface EventDraftSql {
  memberId: number
  type: StoredEventType
  data: SQL
}

/**
 * The WITH entries that number and store events, for a statement that may also write their
 * cause: one statement, a round trip fewer (on the embedded database a transaction holds the
 * database until it commits). The events are the `drafts` for each row of `from` (one row
 * unless given: a statement gates its events on what it wrote by joining its CTE here).
 * Each member's counter row is raised once for all of their events, members in id order
 * (PostgreSQL inserts the rows of an ordered SELECT in order, so two transactions that both
 * write to A and B lock them in the same order and cannot deadlock); the row lock holds until
 * commit. Adds `numbered` (member_id, seq, id): `seq` is the draft's index.
 */
export function eventCtes(drafts: EventDraftSql[], from: SQL = sql`(select) as one`): SQL {
  const rows = sql.join(
    drafts.map(
      (draft, index) =>
        sql`(${draft.memberId}::int, ${index}::int, ${draft.type}::text, (${draft.data})::jsonb)`,
    ),
    sql`, `,
  )
  return sql`event_drafts (member_id, seq, type, data) as (
      select drafted.* from ${from}, lateral (values ${rows}) as drafted
    ),
    event_counts as (
      select member_id, count(*) as n from event_drafts group by member_id
    ),
    raised as (
      insert into ${memberEventCounters} (member_id, last_event_id)
      select member_id, n from event_counts order by member_id
      on conflict (member_id) do update
        set last_event_id = ${memberEventCounters}.last_event_id + excluded.last_event_id
      returning member_id, last_event_id
    ),
    numbered as (
      select drafts.member_id, drafts.seq, drafts.type, drafts.data,
             raised.last_event_id - event_counts.n
               + row_number() over (partition by drafts.member_id order by drafts.seq) as id
      from event_drafts as drafts join event_counts using (member_id) join raised using (member_id)
    ),
    stored as (
      insert into ${memberEvents} (member_id, id, type, data)
      select member_id, id, type, data from numbered
    )`
}

/** The ids `numbered` gave, as a JSON array of [seq, id] (for a statement's answer). */
export const numberedIds = sql`(select coalesce(json_agg(json_build_array(seq, id::float8)), '[]'::json) from numbered)`

/** A row's `numberedIds`, named `ids`. */
const numberedIdsSchema = z.object({ ids: z.array(z.tuple([z.number(), z.number()])) })

/** The drafts with the ids `numberedIds` answered. */
export function withIds<D extends EventDraft>(drafts: D[], ids: Array<[number, number]>) {
  const idOf = new Map(ids)
  return drafts.map((draft, seq): D & { id: number } => {
    const id = idOf.get(seq)
    if (id === undefined) throw new Error(`event ${seq} was not numbered`)
    return { ...draft, id }
  })
}

/** Numbers and stores events in the caller's transaction, in one statement (eventCtes). */
export async function recordEvents(tx: Executor, drafts: EventDraft[]): Promise<StoredEvent[]> {
  if (drafts.length === 0) return []
  const asSql = drafts.map((draft) => ({ ...draft, data: sql`${JSON.stringify(draft.data)}` }))
  const row = await queryRow(
    tx,
    sql`with ${eventCtes(asSql)} select ${numberedIds} as ids`,
    numberedIdsSchema,
  )
  return withIds(drafts, row?.ids ?? [])
}

// bench/payments.ts reads a result it ran itself with this (no copy: db/raw.ts's).

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

// GET and POST /api/visitors.php (contract/visitors.ts): a member's visitors of the last
// VISITS_KEPT_DAYS, each once with their newest visit, newest first; how many came since the
// member last looked. Only visitors the member may still see are counted or listed (not
// deleted, no block either way: member-card's visibleTo). A member without premium gets no
// visitor's id, name or photo: only the date, "new", and the address of a blurred picture.
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
  VISITORS_MAX,
  VISITS_KEPT_DAYS,
  type VisitorsResponse,
} from '../../../src/contract/visitors'
import type { MemberCard } from '../../../src/contract/members'
import type { Db } from '../../db/database'
import { column, queryRows } from '../../db/raw'
import { profiles, users, visits } from '../../db/schema'
import { isPremium } from '../members/photo-access'
import { selectCards, toCard, visibleTo } from '../members/member-card'

const DAY_MS = 24 * 60 * 60 * 1000

/** Visits to `memberId` in the window from visitors they may see (joined as `profiles`). */
function visibleVisits(memberId: number, now: Date): SQL {
  const from = new Date(now.getTime() - VISITS_KEPT_DAYS * DAY_MS).toISOString()
  return sql`${visits} join ${profiles} on ${profiles.userId} = ${visits.visitorId}
    where ${visits.visitedId} = ${memberId}::bigint and ${visits.at} > ${from}::timestamptz
      and ${visibleTo(memberId)}`
}

/**
 * The user.php count: visitors who came after `seenAt` (an SQL expression), at most
 * VISITORS_MAX (the most the list shows; the navigation says "99+" past 99). user.php is asked
 * often: the cap keeps a much-visited member's count a short read.
 */
export function newVisitorsCount(memberId: number, seenAt: SQL, now: Date): SQL<number> {
  const max = sql.raw(String(VISITORS_MAX))
  return sql<number>`(select count(*)::int from (select distinct ${visits.visitorId} from ${visibleVisits(memberId, now)}
    and ${visits.at} > coalesce(${seenAt}, '-infinity'::timestamptz) limit ${max}) as capped)`
}

const visitorRowSchema = z.object({
  visitor_id: column.number,
  visit_id: column.number,
  at: column.date,
  visits: column.number,
  has_photo: z.boolean(),
})

export const visitorPhotoPath = (visitId: number) => `/api/visitor_photo.php?visit=${visitId}`

export async function listVisitors(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<VisitorsResponse> {
  const [me] = await db
    .select({ premiumUntil: users.premiumUntil, seenAt: users.visitorsSeenAt })
    .from(users)
    .where(eq(users.id, memberId))
  const premium = isPremium(me?.premiumUntil ?? null, now)
  const seenAt = me?.seenAt ?? null
  const rows = await queryRows(
    db,
    sql`select ${visits.visitorId} as visitor_id, max(${visits.at}) as at, count(*)::int as visits,
        (array_agg(${visits.id} order by ${visits.at} desc))[1] as visit_id,
        bool_or(${profiles.mainImageId} is not null) as has_photo
      from ${visibleVisits(memberId, now)}
      group by ${visits.visitorId}
      order by max(${visits.at}) desc, ${visits.visitorId} desc`,
    visitorRowSchema,
  )
  const isNew = (at: Date) => seenAt === null || at > seenAt
  const shown = rows.slice(0, VISITORS_MAX)
  const cards = premium
    ? await cardsOf(
        db,
        memberId,
        shown.map((row) => row.visitor_id),
        now,
      )
    : null
  return {
    premium,
    total: rows.length,
    new: rows.filter((row) => isNew(row.at)).length,
    visitors: shown.map((row) => ({
      at: row.at.toISOString(),
      new: isNew(row.at),
      visits: row.visits,
      member: cards?.get(row.visitor_id) ?? null,
      blurred_photo: premium || !row.has_photo ? null : visitorPhotoPath(row.visit_id),
    })),
  }
}

async function cardsOf(
  db: Db,
  memberId: number,
  ids: number[],
  now: Date,
): Promise<Map<number, MemberCard>> {
  if (ids.length === 0) return new Map()
  const rows = await selectCards(db, memberId).where(
    and(inArray(profiles.userId, ids), visibleTo(memberId)),
  )
  return new Map(rows.map((row) => [row.id, toCard(row, now)]))
}

/** POST /api/visitors.php: visits up to `until` (now when left out) are no longer new. */
export async function markVisitorsSeen(db: Db, memberId: number, until?: string): Promise<void> {
  const at = until === undefined ? new Date() : new Date(until)
  await db
    .update(users)
    .set({
      visitorsSeenAt: sql`greatest(coalesce(${users.visitorsSeenAt}, '-infinity'::timestamptz), ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, memberId))
}

/** Deletes visits older than the window, a batch at a time (the live channel's sweep). */
export async function pruneVisits(db: Db, now: Date, batch = 5_000): Promise<number> {
  const before = new Date(now.getTime() - VISITS_KEPT_DAYS * DAY_MS)
  const gone = await db
    .delete(visits)
    .where(
      sql`${visits.id} in (select ${visits.id} from ${visits} where ${lt(visits.at, before)} limit ${batch})`,
    )
    .returning({ id: visits.id })
  return gone.length
}

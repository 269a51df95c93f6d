// A visit to a member page (issue 32 §2): recorded once per visitor, visited member and day (a
// later visit that day moves its time), in one statement. Not recorded from a fictional
// profile, to a fictional profile (nobody reads its visitors), or from a premium member who
// browses incognito. Blocks need no check here: a block either way hides the page itself
// (members/member-page.ts), so no visit gets this far.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { queryRow } from '../../db/raw'

const insertedSchema = z.object({ inserted: z.boolean() })

/** Records `visitorId`'s visit to `visitedId`; answers whether it is the first of their day. */
export async function recordVisit(
  db: Db,
  visitorId: number,
  visitedId: number,
  now = new Date(),
): Promise<boolean> {
  if (visitorId === visitedId) return false
  const day = now.toISOString().slice(0, 10)
  const row = await queryRow(
    db,
    sql`insert into visits (visited_id, visitor_id, day, at)
      select ${visitedId}::bigint, ${visitorId}::bigint, ${day}::date, ${now.toISOString()}::timestamptz
      where exists (
          select 1 from users visitor where visitor.id = ${visitorId}::bigint
            and not visitor.fictional and visitor.deleted_at is null
            and not (visitor.incognito and coalesce(visitor.premium_until > ${now.toISOString()}::timestamptz, false)))
        and exists (
          select 1 from users visited where visited.id = ${visitedId}::bigint and not visited.fictional)
      on conflict (visited_id, visitor_id, day) do update set at = excluded.at
      returning (xmax = 0) as inserted`,
    insertedSchema,
  )
  return row?.inserted ?? false
}

// Which members a viewer may reach by id: the member page and blocking use pageVisibleTo
// (the viewer's own page included, a member the viewer blocked included so they can be
// unblocked); liking uses the card rule visibleTo of member-card.ts (no block either way).
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { blocks, profiles } from '../../db/schema'
import { visibleTo } from './member-card'

/** Not deleted (searchable) and not blocking the viewer. */
export function pageVisibleTo(viewerId: number | null): SQL {
  if (viewerId === null) return sql`${profiles.searchable}`
  return and(
    sql`${profiles.searchable}`,
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${profiles.userId} and ${blocks.blockedId} = ${viewerId})`,
  ) as SQL
}

/** Whether the viewer blocked the profile of the row (false when logged out). */
export function blockedByViewer(viewerId: number | null): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`
  return sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profiles.userId})`
}

async function exists(db: Db, memberId: number, rule: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, memberId), rule))
    .limit(1)
  return row !== undefined
}

/** A member with this id exists (deleted ones included). */
export function memberExists(db: Db, memberId: number): Promise<boolean> {
  return exists(db, memberId, sql`true`)
}

/** The member's page is open to the viewer (see pageVisibleTo). */
export function canOpenPage(db: Db, viewerId: number, memberId: number): Promise<boolean> {
  return exists(db, memberId, pageVisibleTo(viewerId))
}

/** The member shows in the viewer's lists: another member, not deleted, no block between. */
export function isListedFor(db: Db, viewerId: number, memberId: number): Promise<boolean> {
  return exists(db, memberId, visibleTo(viewerId))
}

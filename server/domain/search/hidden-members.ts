// Who a logged-in member's search leaves out: themselves and everyone with a block between the
// two in either direction. Read once per search, in one query that also says whether each of
// them matches the filter (the cached total subtracts those), so the page query compares ids
// instead of running a block lookup for every index entry it walks past (that per-row lookup
// made narrow searches of a logged-in member about 10x slower at 100,000 members).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { blocks, profiles } from '../../db/schema'
import { matchesFilter, type SearchFilter } from './search-filter'

export interface Hidden {
  ids: number[]
  /** How many of them the filter would otherwise count. */
  matching: number
}

export async function hiddenMembers(
  db: Db,
  viewerId: number,
  anyone: SearchFilter,
): Promise<Hidden> {
  // `= any(array(…))` computes the few ids once and looks each up by primary key; an OR of
  // IN-subqueries made the planner scan every profile.
  const rows = await db
    .select({ id: profiles.userId, matching: sql<boolean>`(${matchesFilter(anyone)})` })
    .from(profiles)
    .where(
      sql`${profiles.userId} = any(array(
        select ${viewerId}::bigint
        union all select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
        union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}
      ))`,
    )
  const ids = rows.map((row) => row.id)
  return {
    ids: ids.includes(viewerId) ? ids : [viewerId, ...ids],
    matching: rows.filter((row) => row.matching).length,
  }
}

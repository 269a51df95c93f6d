// The data export's `blocks`: the members this member blocked, oldest first.
import { asc, eq } from 'drizzle-orm'
import { blocks } from '../../../db/schema'
import type { NameOf } from './other-members'
import { iso, type Reader } from './shared'

/** data.json's `blocks`. */
export async function gatherBlocks(tx: Reader, userId: number) {
  const blocked = await tx
    .select()
    .from(blocks)
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt))
  return {
    others: blocked.map((block) => block.blockedId),
    data: (other: NameOf) =>
      blocked.map((row) => ({ member: other(row.blockedId), at: iso(row.createdAt) })),
  }
}

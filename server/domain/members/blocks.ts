// Blocking (POST/DELETE /api/block.php): a block hides the two members from each other in
// search, likes and (for the blocked one) the member page. Blocking also ends the likes
// between them in both directions, so unblocking later does not bring an old like back.
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import type { BlockedMember } from '../../../src/contract/members'
import type { Db } from '../../db/database'
import { blocks, likes, users } from '../../db/schema'
import { selectCardsWith, toCard } from './member-card'

export async function block(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing()
    await tx
      .delete(likes)
      .where(
        or(
          and(eq(likes.likerId, blockerId), eq(likes.likedId, blockedId)),
          and(eq(likes.likerId, blockedId), eq(likes.likedId, blockerId)),
        ),
      )
  })
}

/**
 * The members `blockerId` blocked, newest block first, as cards (name, photo) for /profile's
 * list with its Unblock buttons. A deleted account has nothing left to show and is left out;
 * a member who hid their profile or was banned stays: the block is still the member's own.
 */
export async function blockedBy(
  db: Db,
  blockerId: number,
  now = new Date(),
): Promise<BlockedMember[]> {
  const rows = await selectCardsWith(db, blockerId, { blockedAt: blocks.createdAt })
    .innerJoin(blocks, and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, users.id)))
    .where(isNull(users.deletedAt))
    .orderBy(desc(blocks.createdAt), desc(users.id))
  return rows.map((row) => ({ ...toCard(row, now), blocked_at: row.blockedAt.toISOString() }))
}

export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
}

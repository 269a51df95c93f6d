// Blocking (POST/DELETE /api/block.php): a block hides the two members from each other in
// search, likes and (for the blocked one) the member page. Blocking also ends the likes
// between them in both directions, so unblocking later does not bring an old like back.
import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { blocks, likes } from '../../db/schema'

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

export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
}

// Likes between members (spec §3 Likes response, §4 Likes): liking and unliking (both
// idempotent), the two lists of GET /api/likes.php, and marking a received like as seen once
// its receiver opens the liker's page.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { LikesResponse } from '../../../src/contract/members'
import type { Db } from '../../db/database'
import { likes, profiles } from '../../db/schema'
import { recordEvents, type StoredEvent } from '../events/member-events'
import { selectCardsWith, toCard, visibleTo } from '../members/member-card'
import { digestJob, digestJobAt } from '../mail/digest'
import { likePushJob } from '../push/push-jobs'

/**
 * `likerId` likes `likedId`; liking again keeps the first like (its date and seen state). A
 * new like is an event for the member liked, and a push when they have one — else, as their
 * mail choice says, a digest mail (mail/digest.ts).
 */
export async function like(
  db: Db,
  likerId: number,
  likedId: number,
  /** Told, inside the transaction, that a push job was added: wake the worker once committed. */
  onPush?: () => void,
): Promise<StoredEvent[]> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(likes)
      .values({ likerId, likedId })
      .onConflictDoNothing()
      .returning({ likedId: likes.likedId })
    if (made === undefined) return []
    const pushed = await tx.execute(likePushJob(likerId, likedId))
    if ((pushed as { rows: unknown[] }).rows.length > 0) onPush?.()
    // Without push: the digest mail's job (a no-op with push).
    else await tx.execute(digestJob(likedId, 'likes', digestJobAt(new Date())))
    return recordEvents(tx, [{ memberId: likedId, type: 'like', data: { profile: likerId } }])
  })
}

export async function unlike(db: Db, likerId: number, likedId: number): Promise<void> {
  await db.delete(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
}

/** The receiver opened the liker's page: the like is no longer new. */
export async function markLikeSeen(
  db: Db,
  likerId: number,
  receiverId: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(likes)
    .set({ seenAt: now })
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, receiverId), isNull(likes.seenAt)))
}

/**
 * Members the viewer likes (newest like first) and members who like the viewer (new ones
 * first, then newest). Deleted members and blocks in either direction leave both lists.
 */
export async function listLikes(
  db: Db,
  viewerId: number,
  now = new Date(),
): Promise<LikesResponse> {
  const given = await selectCardsWith(db, viewerId, { likedAt: likes.createdAt })
    .innerJoin(likes, and(eq(likes.likerId, viewerId), eq(likes.likedId, profiles.userId)))
    .where(visibleTo(viewerId))
    .orderBy(desc(likes.createdAt), desc(profiles.userId))
  const received = await selectCardsWith(db, viewerId, {
    likedAt: likes.createdAt,
    seenAt: likes.seenAt,
  })
    .innerJoin(likes, and(eq(likes.likedId, viewerId), eq(likes.likerId, profiles.userId)))
    .where(visibleTo(viewerId))
    .orderBy(sql`${likes.seenAt} is not null`, desc(likes.createdAt), desc(profiles.userId))
  return {
    profiles: given.map((row) => toCard(row, now)),
    liked_by: received.map((row) => ({
      ...toCard(row, now),
      like_new: row.seenAt === null,
      liked_at: row.likedAt.toISOString(),
    })),
  }
}

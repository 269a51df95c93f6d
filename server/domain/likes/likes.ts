// Likes between members (spec §3 Likes response, §4 Likes): liking and unliking (both
// idempotent), the two lists of GET /api/likes.php, and marking a received like as seen once
// its receiver opens the liker's page. A like back is a match (issue 28 §6, "You click"):
// told once per pair, to both members — a `match` notice and event each, and the push of the
// like back says so.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { LikesResponse } from '../../../src/contract/members'
import type { Db } from '../../db/database'
import { queryRows } from '../../db/raw'
import { likes, notices, profiles } from '../../db/schema'
import { recordEvents, type StoredEvent } from '../events/member-events'
import { selectCardsWith, toCard, visibleTo } from '../members/member-card'
import { digestJob, digestJobAt } from '../mail/digest-job'
import { likePushJob } from '../push/push-jobs'

export interface LikeOutcome {
  events: StoredEvent[]
  /** This like made the two members like each other, for the first time. */
  match: boolean
}

/**
 * `likerId` likes `likedId`; liking again keeps the first like (its date and seen state). A
 * new like is an event for the member liked, and a push when they have one — else, as their
 * mail choice says, a digest mail (mail/digest.ts).
 *
 * A like back also marks the other's like seen (the member answered it) and, the first time
 * the pair like each other, records the match: a notice and a `match` event for both. The pair
 * is locked first, so two members liking each other at the same moment make one match: the
 * second transaction waits, then reads the first one's like.
 */
export async function like(
  db: Db,
  likerId: number,
  likedId: number,
  /** Told, inside the transaction, that a push job was added: wake the worker once committed. */
  onPush?: () => void,
  now = new Date(),
): Promise<LikeOutcome> {
  return db.transaction(async (tx) => {
    const pair = `likes:${Math.min(likerId, likedId)}:${Math.max(likerId, likedId)}`
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pair}, 0))`)
    const [made] = await tx
      .insert(likes)
      .values({ likerId, likedId })
      .onConflictDoNothing()
      .returning({ likedId: likes.likedId })
    if (made === undefined) return { events: [], match: false }
    const [back] = await tx
      .update(likes)
      .set({ seenAt: sql`coalesce(${likes.seenAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(likes.likerId, likedId), eq(likes.likedId, likerId)))
      .returning({ likerId: likes.likerId })
    const match = back !== undefined && !(await matchedBefore(tx, likerId, likedId))
    if (match) {
      await tx.insert(notices).values([
        { memberId: likerId, kind: 'match', data: { member: String(likedId) } },
        { memberId: likedId, kind: 'match', data: { member: String(likerId) } },
      ])
    }
    const pushed = await queryRows(tx, likePushJob(likerId, likedId, match))
    if (pushed.length > 0) onPush?.()
    // Without push: the digest mail's job (a no-op with push).
    else await tx.execute(digestJob(likedId, 'likes', digestJobAt(new Date())))
    const events = await recordEvents(tx, [
      { memberId: likedId, type: 'like', data: { profile: likerId } },
      ...(match
        ? [
            { memberId: likedId, type: 'match' as const, data: { profile: likerId } },
            { memberId: likerId, type: 'match' as const, data: { profile: likedId } },
          ]
        : []),
    ])
    return { events, match }
  })
}

/** Whether the two members clicked before (a like taken back and given again: no new moment). */
async function matchedBefore(tx: Pick<Db, 'select'>, memberId: number, otherId: number) {
  const [row] = await tx
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        eq(notices.memberId, memberId),
        eq(notices.kind, 'match'),
        sql`${notices.data}->>'member' = ${String(otherId)}`,
      ),
    )
    .limit(1)
  return row !== undefined
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

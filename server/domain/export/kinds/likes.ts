// The data export's `likes_given` and `likes_received`, oldest first, each naming the other
// member.
import { asc, eq } from 'drizzle-orm'
import { likes } from '../../../db/schema'
import type { NameOf } from './other-members'
import { iso, type Reader } from './shared'

/** data.json's `likes_given`. */
export async function gatherLikesGiven(tx: Reader, userId: number) {
  const given = await tx
    .select()
    .from(likes)
    .where(eq(likes.likerId, userId))
    .orderBy(asc(likes.createdAt))
  return {
    others: given.map((like) => like.likedId),
    data: (other: NameOf) =>
      given.map((row) => ({ member: other(row.likedId), at: iso(row.createdAt) })),
  }
}

/** data.json's `likes_received`, with when the member saw each. */
export async function gatherLikesReceived(tx: Reader, userId: number) {
  const received = await tx
    .select()
    .from(likes)
    .where(eq(likes.likedId, userId))
    .orderBy(asc(likes.createdAt))
  return {
    others: received.map((like) => like.likerId),
    data: (other: NameOf) =>
      received.map((row) => ({
        member: other(row.likerId),
        at: iso(row.createdAt),
        seen_at: iso(row.seenAt),
      })),
  }
}

// The data export's `likes_given` and `likes_received`, oldest first, each naming the other
// member.
import { likes } from '../../../db/schema'
import { othersAt } from './other-members'
import { iso, ownRows, type Reader } from './shared'

/** data.json's `likes_given`. */
export async function gatherLikesGiven(tx: Reader, userId: number) {
  const given = await ownRows(tx, likes, likes.likerId, userId, likes.createdAt)
  return othersAt(given, (row) => row.likedId)
}

/** data.json's `likes_received`, with when the member saw each. */
export async function gatherLikesReceived(tx: Reader, userId: number) {
  const received = await ownRows(tx, likes, likes.likedId, userId, likes.createdAt)
  return othersAt(
    received,
    (row) => row.likerId,
    (row) => ({ seen_at: iso(row.seenAt) }),
  )
}

// The likes in Dexie: the cards go to `profiles` (through the members feature, keeping a
// cached member page), the lists as ids to `likes`, one row per member (owner).
import { useLiveQuery } from 'dexie-react-hooks'
import type { LikesResponse, MemberCard } from '../../contract/members'
import { db, type CachedLikes } from '../../db'
import { saveCards } from '../members'
import { sortLikedBy } from './sort'

export async function saveLikes(owner: number, answer: LikesResponse): Promise<void> {
  const received: MemberCard[] = answer.liked_by.map(
    ({ like_new: _new, liked_at: _at, ...card }) => card,
  )
  await db.transaction('rw', db.profiles, db.likes, async () => {
    await saveCards([...answer.profiles, ...received])
    await db.likes.put({
      owner,
      profiles: answer.profiles.map((card) => card.id),
      liked_by: sortLikedBy(answer.liked_by).map(({ id, like_new, liked_at }) => ({
        id,
        like_new,
        liked_at,
      })),
      cachedAt: Date.now(),
    })
  })
}

/** The likes row of `owner`, live: undefined while reading, null when none is cached. */
export function useCachedLikes(owner: number | undefined): CachedLikes | null | undefined {
  return useLiveQuery(
    async () => (owner === undefined ? null : ((await db.likes.get(owner)) ?? null)),
    [owner],
  )
}

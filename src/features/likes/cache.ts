// The likes in Dexie, written only here: the cards go to `profiles` (db/cards.ts keeps a
// cached member page), the lists as ids to `likes`, one row per member (owner), and the
// did_like_profile flag of a card a like toggles. The poller (polling.ts) watches the row here.
import { liveQuery } from 'dexie'
import { useLiveQuery } from '../../db/live-query'
import type { LikesResponse, MemberCard } from '../../contract/members'
import { db, type CachedLikes, type CachedProfile } from '../../db'
import { saveCards } from '../../db/cards'
import { countNew, sortLikedBy } from './sort'

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

/**
 * How many new likes `owner` has cached, now and after every change of their row (the app
 * badge), until the answer is called; 0 while none is cached.
 */
export function watchNewLikes(
  owner: number,
  next: (count: number) => void,
  error: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() => db.likes.get(owner)).subscribe({
    next: (row) => next(row ? countNew(row.liked_by) : 0),
    error,
  })
  return () => subscription.unsubscribe()
}

let localChanges = 0

/**
 * How many times this page changed a like itself. A likes load that began before the last
 * change answers what the server held before it: writing it would flip the card back.
 */
export const likeChangesSoFar = (): number => localChanges

/** Sets did_like_profile on the card (and its page); writes the card when it was not cached. */
export async function setDidLike(card: MemberCard, liked: boolean): Promise<void> {
  localChanges += 1
  await db.transaction('rw', db.profiles, async () => {
    const row = await db.profiles.get(card.id)
    const base: CachedProfile = row ?? { ...card, cachedAt: Date.now() }
    const detail = base.detail && {
      ...base.detail,
      profile: { ...base.detail.profile, did_like_profile: liked },
    }
    await db.profiles.put({ ...base, did_like_profile: liked, ...(detail ? { detail } : {}) })
  })
}

/** A received like from `memberId` is seen (spec §4: opening a profile marks it not new). */
export async function markLikeSeen(owner: number, memberId: number): Promise<void> {
  await db.transaction('rw', db.likes, async () => {
    const row = await db.likes.get(owner)
    if (!row?.liked_by.some((like) => like.id === memberId && like.like_new)) return
    await db.likes.put({
      ...row,
      liked_by: row.liked_by.map((like) =>
        like.id === memberId ? { ...like, like_new: false } : like,
      ),
    })
  })
}

// The members' side of the Dexie cache (src/db): cards by id, the member page as a card's
// `detail`, and the did_like_profile flag a like toggles. Lists (search results, likes) keep
// ids only and read cards through useCachedCards, so a like toggled anywhere shows everywhere.
import { useLiveQuery } from 'dexie-react-hooks'
import type { MemberCard, MemberResponse } from '../../contract/members'
import { db, type CachedProfile } from '../../db'

/** The card fields of a member-page profile (it extends the card with its details). */
export function cardOf(profile: MemberResponse['profile']): MemberCard {
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    city: profile.city,
    country: profile.country,
    countryregion: profile.countryregion,
    gender: profile.gender,
    language: profile.language,
    main_image: profile.main_image,
    fictional: profile.fictional,
    online: profile.online,
    did_like_profile: profile.did_like_profile,
  }
}

/** Writes cards, keeping the member page (`detail`) a card already has. */
export async function saveCards(cards: MemberCard[]): Promise<void> {
  if (cards.length === 0) return
  const cachedAt = Date.now()
  await db.transaction('rw', db.profiles, async () => {
    const existing = await db.profiles.bulkGet(cards.map((card) => card.id))
    await db.profiles.bulkPut(
      cards.map((card, index) => {
        const detail = existing[index]?.detail
        const row: CachedProfile = { ...card, cachedAt }
        // The page's copy of the card fields follows the newer card.
        if (detail) row.detail = { ...detail, profile: { ...detail.profile, ...card } }
        return row
      }),
    )
  })
}

/** Writes the member page of one member (and its card fields). */
export async function saveMemberDetail(detail: MemberResponse): Promise<void> {
  await db.profiles.put({ ...cardOf(detail.profile), detail, cachedAt: Date.now() })
}

/** Sets did_like_profile on the card (and its page); writes the card when it was not cached. */
export async function setDidLike(card: MemberCard, liked: boolean): Promise<void> {
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

/** The cards of `ids`, in that order, live; ids not cached are skipped. */
export function useCachedCards(ids: number[] | undefined): MemberCard[] | undefined {
  const key = ids?.join(',')
  return useLiveQuery(
    async () => {
      if (!ids) return undefined
      const rows = await db.profiles.bulkGet(ids)
      return rows.filter((row): row is CachedProfile => row !== undefined)
    },
    // The ids' content, not the array's identity, decides when to query again.
    [key],
  )
}

/** One cached member, live: undefined while reading, null when not cached. */
export function useCachedProfile(id: number): CachedProfile | null | undefined {
  return useLiveQuery(async () => (await db.profiles.get(id)) ?? null, [id])
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

/** The blocked flag of a cached member page, after a block or unblock. */
export async function setBlocked(id: number, blocked: boolean): Promise<void> {
  await db.transaction('rw', db.profiles, async () => {
    const row = await db.profiles.get(id)
    if (!row) return
    // A block ends the likes between the two members (server/domain/members/blocks.ts).
    const did_like_profile = blocked ? false : row.did_like_profile
    const detail = row.detail && {
      ...row.detail,
      blocked,
      profile: { ...row.detail.profile, did_like_profile },
    }
    await db.profiles.put({ ...row, did_like_profile, ...(detail ? { detail } : {}) })
  })
}

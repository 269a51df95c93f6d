// Member cards in Dexie, a shared entity: cards by id and the member page as a card's
// `detail`. Lists (search results, likes, the error page) keep ids only and read cards
// through useCachedCards, so a like or a block written anywhere shows everywhere. Who writes
// which flag: the likes feature did_like_profile, the members feature the block.
import { useLiveQuery } from './live-query'
import type { MemberCard, MemberResponse } from '../contract/members'
import { warmMedia } from '../session/media-cache'
import { db, type CachedProfile } from './db'

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
    verified: profile.verified,
    online: profile.online,
    did_like_profile: profile.did_like_profile,
  }
}

/**
 * Writes cards, keeping the member page (`detail`) a card already has, and asks the worker to
 * keep their thumbnails, so the list shows its photos offline too.
 */
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
  warmMedia(cards.flatMap((card) => (card.main_image ? [card.main_image.thumb_filename] : [])))
}

/** Writes the member page of one member (and its card fields). */
export async function saveMemberDetail(detail: MemberResponse): Promise<void> {
  await db.profiles.put({ ...cardOf(detail.profile), detail, cachedAt: Date.now() })
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

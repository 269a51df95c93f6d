// The IndexedDB cache (Dexie), one database for the whole app. What goes here: data a member
// revisits — member cards and pages, their likes, the last search — so a revisit (also
// offline) paints at once from here and the network only refreshes it (DESIGN "Client data").
// What does not: the session (a cookie), settings and UI state (localStorage / jotai).
//
// Cards are stored once, by member id, in `profiles`; lists (`searches`, `likes`) keep ids, so
// a like toggled anywhere shows everywhere through useLiveQuery. Every list row names the
// member it belongs to (`owner`, 0 = logged out); logging out clears the database, because a
// shared phone must not show the last member's matches to the next one.
import Dexie, { type EntityTable } from 'dexie'
import type { FilterOptions, LikedByItem, MemberCard, MemberResponse } from '../contract'

/** A member as last seen: the card, plus the member page once it was opened. */
export interface CachedProfile extends MemberCard {
  detail?: MemberResponse
  /** Date.now() of the last write. */
  cachedAt: number
}

/** A search list: the filters it ran with and the ids of its results, page by page in order. */
export interface CachedSearch {
  /** `${owner}:${kind}` — kind 'members' (the search page) or 'similar'. */
  key: string
  owner: number
  filters: FilterOptions
  ids: number[]
  num_results: number
  /** Pages loaded so far. */
  page: number
  cachedAt: number
}

/** The likes of one member (spec §3 Likes response), as ids plus what each received like says. */
export interface CachedLikes {
  owner: number
  /** Members the owner likes, newest first. */
  profiles: number[]
  /** Members who like the owner. */
  liked_by: Array<Pick<LikedByItem, 'id' | 'like_new' | 'liked_at'>>
  cachedAt: number
}

export class KlikDatabase extends Dexie {
  profiles!: EntityTable<CachedProfile, 'id'>
  searches!: EntityTable<CachedSearch, 'key'>
  likes!: EntityTable<CachedLikes, 'owner'>

  constructor(name = 'klik') {
    super(name)
    this.version(1).stores({
      profiles: 'id, cachedAt',
      searches: 'key, owner',
      likes: 'owner',
    })
  }

  /** Everything cached, gone (logout, account deleted). */
  async clearAll(): Promise<void> {
    await this.transaction('rw', this.profiles, this.searches, this.likes, async () => {
      await Promise.all([this.profiles.clear(), this.searches.clear(), this.likes.clear()])
    })
  }
}

export const db = new KlikDatabase()

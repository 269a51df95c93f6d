// The IndexedDB cache (Dexie), one database for the whole app. What goes here: data a member
// revisits — member cards and pages, their likes, the last search — so a revisit (also
// offline) paints at once from here and the network only refreshes it (DESIGN "Client data").
// What does not: the session (a cookie), settings and UI state (localStorage / jotai).
//
// Cards are stored once, by member id, in `profiles`; lists (`searches`, `likes`) keep ids, so
// a like toggled anywhere shows everywhere through useLiveQuery. Every list row names the
// member it belongs to (`owner`, 0 = logged out); logging out clears the database, because a
// shared phone must not show the last member's matches to the next one.
import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import type { FilterOptions, LikedByItem, MemberCard, MemberResponse } from '../contract'
import type { LastMessage } from '../contract/chat'
import type { Notification } from '../contract/notifications'
import type { OutboxRow } from '../../sw/outbox-core'

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
  /** Nearest first (issue 32 §4): how far each member lives, in whole km, by member id. */
  distances?: Record<number, number>
  /** The member's city is a known place: the nearest-first order can be offered. */
  distance_sort?: boolean
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

/** The owner's notification centre as last loaded (GET /api/notifications.php). */
export interface CachedNotifications {
  owner: number
  items: Notification[]
  cachedAt: number
}

/** One conversation of the owner's list (spec §3 "Chat list item"); the card is in profiles. */
export interface CachedChat {
  conversation: number
  owner: number
  /** The other member (their card: profiles). */
  profile: number
  num_unread_messages: number
  last_message: LastMessage | null
  /** Date.now()-style time of the newest activity: the list's order. */
  activity: number
  /** The other member has read the owner's messages up to this id (the read ticks). */
  partner_read?: number
  /** The other member deleted their account or was removed: readable, closed to writing. */
  left?: 'deleted' | 'removed'
  cachedAt: number
}

export type { MessageFailure, MessageState } from '../../sw/outbox-core'

/**
 * A message of the spec's per-conversation message map, as the outbox's core defines it for
 * the page and the service worker alike (sw/outbox-core.ts).
 */
export type CachedMessage = OutboxRow

export class KlikDatabase extends Dexie {
  profiles!: EntityTable<CachedProfile, 'id'>
  searches!: EntityTable<CachedSearch, 'key'>
  likes!: EntityTable<CachedLikes, 'owner'>
  chats!: EntityTable<CachedChat, 'conversation'>
  messages!: EntityTable<CachedMessage, 'client_id'>
  notifications!: EntityTable<CachedNotifications, 'owner'>

  /** `options`: another IndexedDB (tests of the service worker, which reads these rows). */
  constructor(name = 'klik', options?: DexieOptions) {
    super(name, options)
    this.version(1).stores({
      profiles: 'id, cachedAt',
      searches: 'key, owner',
      likes: 'owner',
    })
    this.version(2).stores({
      chats: 'conversation, owner',
      messages: 'client_id, [conversation+order], [owner+state]',
    })
    this.version(3).stores({ notifications: 'owner' })
  }

  /** Everything cached, gone (logout, account deleted) — the outbox too: it is the member's. */
  async clearAll(): Promise<void> {
    const tables = [
      this.profiles,
      this.searches,
      this.likes,
      this.chats,
      this.messages,
      this.notifications,
    ]
    await this.transaction('rw', tables, async () => {
      await Promise.all(tables.map((table) => table.clear()))
    })
  }
}

export const db = new KlikDatabase()

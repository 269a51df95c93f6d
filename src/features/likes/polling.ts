// Likes polling (spec §4, §9): 1 s after a member is present the likes load, then every 60 s,
// or every 300 s when push is subscribed. Paused while the page is hidden, loaded again when
// it shows; stopped on logout, which also takes the likes off the badge. A like toggle
// anywhere reloads the list, and the badge's 'likes' source (src/session/badge.ts) follows
// the cached count of new likes (opening a profile lowers it at once).
import { liveQuery, type Subscription } from 'dexie'
import { db } from '../../db'
import { store } from '../../lib/store'
import { setBadgeSource } from '../../session/badge'
import { onLikesChanged, userAtom } from '../../session'
import { countNew } from './sort'
import { reloadLikes } from './sync'

export const LIKES_START_DELAY_MS = 1000
export const LIKES_POLL_MS = 60_000
export const LIKES_POLL_PUSH_MS = 300_000

export function likesPollInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? LIKES_POLL_PUSH_MS : LIKES_POLL_MS
}

interface PollingOptions {
  /** Loads the likes (tests pass a spy). */
  load?: () => Promise<void>
  /** Follows the cached new-likes count onto the app badge. */
  badge?: boolean
}

export function startLikesPolling({
  load = reloadLikes,
  badge = true,
}: PollingOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let owner: number | undefined
  let badgeWatch: Subscription | undefined

  const hidden = () => document.visibilityState === 'hidden'

  const tick = async () => {
    clearTimeout(timer)
    await load()
    schedule(likesPollInterval(store.get(userAtom)?.push_subscribed ?? false))
  }

  const schedule = (delay: number) => {
    clearTimeout(timer)
    if (owner === undefined || hidden()) return
    timer = setTimeout(() => void tick(), delay)
  }

  const watchBadge = (id: number) => {
    badgeWatch?.unsubscribe()
    if (!badge) return
    badgeWatch = liveQuery(() => db.likes.get(id)).subscribe({
      next: (row) => setBadgeSource('likes', row ? countNew(row.liked_by) : 0),
      error: (error: unknown) => console.error('Watching new likes failed', error),
    })
  }

  const onUser = () => {
    const user = store.get(userAtom)
    if (user?.id === owner) {
      // Same member, maybe a new push state: the next round uses the new interval.
      return
    }
    clearTimeout(timer)
    owner = user?.id
    if (owner === undefined) {
      badgeWatch?.unsubscribe()
      badgeWatch = undefined
      if (badge) setBadgeSource('likes', 0)
      return
    }
    watchBadge(owner)
    schedule(LIKES_START_DELAY_MS)
  }

  const onVisibility = () => {
    if (hidden()) clearTimeout(timer)
    else if (owner !== undefined) void tick()
  }

  const offToggle = onLikesChanged(() => {
    if (owner !== undefined) void load()
  })
  const offUser = store.sub(userAtom, onUser)
  document.addEventListener('visibilitychange', onVisibility)
  onUser()

  return () => {
    clearTimeout(timer)
    offToggle()
    offUser()
    badgeWatch?.unsubscribe()
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

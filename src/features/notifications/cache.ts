// The centre as last loaded, per member, in Dexie: the page paints it at once (offline too)
// and a load replaces it. The live channel's likes, messages, credits and account events
// reload it while the page is open.
import { useLiveQuery } from '../../db/live-query'
import { db, type CachedNotifications } from '../../db'
import { fetchNotifications } from './api'

export function useCachedNotifications(
  owner: number | undefined,
): CachedNotifications | null | undefined {
  return useLiveQuery(
    async () => (owner === undefined ? null : ((await db.notifications.get(owner)) ?? null)),
    [owner],
  )
}

/**
 * Loads the centre and keeps it for `owner`; answers the ids of the unseen ones and the newest
 * time it holds (what "seen" may then cover).
 */
export async function reloadNotifications(
  owner: number,
  signal?: AbortSignal,
): Promise<{ unseen: string[]; newest: string | null }> {
  const answer = await fetchNotifications(signal)
  await db.notifications.put({ owner, items: answer.items, cachedAt: Date.now() })
  const newest = answer.items.reduce<string | null>(
    (max, item) => (max === null || item.at > max ? item.at : max),
    null,
  )
  return { unseen: answer.items.filter((item) => !item.seen).map((item) => item.id), newest }
}

/** Marks what came up to `until` as seen in the cache, as the server now has it. */
export async function markCachedSeen(owner: number, until: string): Promise<void> {
  await db.transaction('rw', db.notifications, async () => {
    const row = await db.notifications.get(owner)
    if (!row) return
    const items = row.items.map((item) => (item.at <= until ? { ...item, seen: true } : item))
    await db.notifications.put({ ...row, items })
  })
}

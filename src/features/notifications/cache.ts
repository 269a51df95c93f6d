// The centre as last loaded, per member, in Dexie: the page paints it at once (offline too)
// and a load replaces it. The live channel's likes, messages, credits and account events
// reload it while the page is open.
import { useLiveQuery } from 'dexie-react-hooks'
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

/** Loads the centre and keeps it for `owner`; answers the ids of the unseen ones. */
export async function reloadNotifications(owner: number, signal?: AbortSignal): Promise<string[]> {
  const answer = await fetchNotifications(signal)
  await db.notifications.put({ owner, items: answer.items, cachedAt: Date.now() })
  return answer.items.filter((item) => !item.seen).map((item) => item.id)
}

/** Marks what the page shows as seen in the cache, as the server now has it. */
export async function markCachedSeen(owner: number): Promise<void> {
  await db.transaction('rw', db.notifications, async () => {
    const row = await db.notifications.get(owner)
    if (!row) return
    await db.notifications.put({
      ...row,
      items: row.items.map((item) => ({ ...item, seen: true })),
    })
  })
}

// The search lists in Dexie (db.searches): `${owner}:members` (the search page, page by page)
// and `${owner}:similar`. The cards themselves live in db.profiles (members' saveCards); a
// list keeps ids and the filters it ran with, so a revisit — also offline — paints the last
// results with their filters at once.
import { useLiveQuery } from '../../db/live-query'
import { db, type CachedSearch } from '../../db'
import { searchReducer, type SearchAction } from './results'

export type SearchKind = 'members' | 'similar'

export const searchKey = (owner: number, kind: SearchKind): string => `${owner}:${kind}`

/**
 * Applies `action` to the stored list inside one transaction, so two answers can never
 * interleave their read and write. Answers the list as stored.
 */
export async function applySearchAction(
  owner: number,
  kind: SearchKind,
  action: SearchAction,
): Promise<CachedSearch | null> {
  const key = searchKey(owner, kind)
  return db.transaction('rw', db.searches, async () => {
    const row = (await db.searches.get(key)) ?? null
    const next = searchReducer(row, action)
    if (!next || next === row) return row
    const stored: CachedSearch = { ...next, key, owner, cachedAt: Date.now() }
    await db.searches.put(stored)
    return stored
  })
}

/** The stored list, live: undefined while reading, null when nothing is cached. */
export function useCachedSearch(owner: number, kind: SearchKind): CachedSearch | null | undefined {
  const key = searchKey(owner, kind)
  return useLiveQuery(async () => (await db.searches.get(key)) ?? null, [key])
}

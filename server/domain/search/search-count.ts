// num_results of a search. Counting is the expensive half: the page itself reads a dozen
// index entries per country and gender, but a count over every site country reads every
// matching profile (about 14 ms at 100,000 members on PGlite, a sequential scan). So:
//   1. a page that is not full tells the total exactly (offset + its rows): no count at all;
//   2. otherwise the count of everyone the filter matches is kept per filter for COUNT_TTL_MS
//      (per database), and the viewer's own exclusions (themselves, blocks in either
//      direction) that match are subtracted (hidden-members.ts), so the number stays
//      exact for each viewer apart from members who joined or left within the TTL.
// A stale total is harmless: the client stops at an empty page, and the next minute corrects it.
import { count } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { profiles } from '../../db/schema'
import { matchesFilter, type SearchFilter } from './search-filter'

export const COUNT_TTL_MS = 60_000
/** Distinct filters kept; the oldest goes first (a Map keeps insertion order). */
const MAX_ENTRIES = 5_000

interface Entry {
  total: number
  at: number
}

const caches = new WeakMap<Db, Map<string, Entry>>()

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db)
  if (cache === undefined) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

/** Forgets the cached totals of `db` (tests that change members between searches). */
export function forgetSearchCounts(db: Db): void {
  caches.delete(db)
}

/**
 * How many members match: `anyone` (the filter without exclusions) is what is cached; the
 * viewer's hidden members that match (hidden-members.ts, read with the search) are
 * subtracted.
 */
export async function countMatches(
  db: Db,
  anyone: SearchFilter,
  key: string,
  hiddenMatching: number,
  nowMs: number,
): Promise<number> {
  const cache = cacheOf(db)
  let entry = cache.get(key)
  if (entry === undefined || nowMs - entry.at > COUNT_TTL_MS) {
    const [row] = await db.select({ n: count() }).from(profiles).where(matchesFilter(anyone))
    entry = { total: row?.n ?? 0, at: nowMs }
    cache.delete(key)
    cache.set(key, entry)
    if (cache.size > MAX_ENTRIES) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
  }
  return Math.max(0, entry.total - hiddenMatching)
}

// num_results of a search. Counting is the expensive half: the page itself reads a dozen
// index entries per country and gender, but counting the matching profiles reads every one of
// them (an index-only scan of 100,000 entries took 24 ms on PGlite for a search of everyone).
// So:
//   1. a page that is not full tells the total exactly (offset + its rows): no count at all;
//   2. otherwise the count is summed from profile_counts (searchable members per country,
//      gender and year of birth, kept by triggers on profiles): whole years from there, the
//      two edge years of the age range from profiles_count_idx. A region search, a small
//      group, is counted from the index, and so are verified members (their own index) and
//      members online now (the head of the index, in order of last activity);
//   3. the count of everyone the filter matches is kept per filter for COUNT_TTL_MS (per
//      database), and the viewer's own exclusions (themselves, blocks in either direction)
//      that match are subtracted (hidden-members.ts), so the number stays exact for each
//      viewer apart from members who joined or left within the TTL.
// A stale total is harmless: the client stops at an empty page, and the next minute corrects it.
import { count, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import { profileCounts, profiles } from '../../db/schema'
import { textArray } from '../../db/sql-arrays'
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
    entry = { total: await countNow(db, anyone), at: nowMs }
    cache.delete(key)
    cache.set(key, entry)
    if (cache.size > MAX_ENTRIES) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
  }
  return Math.max(0, entry.total - hiddenMatching)
}

const countSchema = z.object({ n: column.number })

/** The members `filter` matches, viewer's exclusions aside (see the top). */
async function countNow(db: Db, filter: SearchFilter): Promise<number> {
  if (filter.region !== null || filter.verifiedOnly || filter.activeSince !== null) {
    const [row] = await db.select({ n: count() }).from(profiles).where(matchesFilter(filter))
    return row?.n ?? 0
  }
  const countries = textArray(filter.countries)
  const genders = textArray(filter.genders)
  const counted = (years: SQL) => sql`(
    select coalesce(sum(${profileCounts.members}), 0) from ${profileCounts}
    where ${profileCounts.country} = any(${countries})
      and ${profileCounts.gender} = any(${genders}) and ${years}
  )`
  const indexed = (born: SQL) => sql`(
    select count(*) from ${profiles}
    where ${profiles.searchable} and ${profiles.country} = any(${countries})
      and ${profiles.gender} = any(${genders}) and ${born}
  )`
  const { born } = filter
  let total: SQL
  if (born === null) {
    total = counted(sql`true`)
  } else {
    const dob = profiles.dateOfBirth
    const high = Number(born.latest.slice(0, 4))
    const low = born.after === null ? null : Number(born.after.slice(0, 4))
    if (low === high) {
      total = indexed(sql`${dob} > ${born.after} and ${dob} <= ${born.latest}`)
    } else {
      // Whole years between the edges (0 is "no date of birth": never in an age range).
      const parts = [
        counted(
          sql`${profileCounts.birthYear} > ${low ?? 0} and ${profileCounts.birthYear} < ${high}`,
        ),
        indexed(sql`${dob} >= ${`${high}-01-01`} and ${dob} <= ${born.latest}`),
      ]
      if (low !== null)
        parts.push(indexed(sql`${dob} > ${born.after} and ${dob} <= ${`${low}-12-31`}`))
      total = sql.join(parts, sql` + `)
    }
  }
  const row = await queryRow(db, sql`select ${total} as n`, countSchema)
  return row?.n ?? 0
}

// The member's last manual search (table saved_searches), which auto_load starts from.
import { eq } from 'drizzle-orm'
import type { FilterOptions } from '../../../src/contract/search'
import type { Db } from '../../db/database'
import { savedSearches, type SavedSearchRow } from '../../db/schema'

/** The filters a saved search holds (the data export writes them too). */
export function savedFilters(row: SavedSearchRow): FilterOptions {
  return {
    gender: row.gender,
    min_age: row.minAge,
    max_age: row.maxAge,
    country: row.country,
    countryregion: row.countryregion,
    verified: row.verified,
    // "Online now" is about the moment: a saved search starts without it.
    online: false,
    ...(row.sort === 'distance' ? { sort: 'distance' as const } : {}),
  }
}

export async function loadSavedSearch(db: Db, userId: number): Promise<FilterOptions | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId))
  return row === undefined ? null : savedFilters(row)
}

export async function saveSearch(db: Db, userId: number, filters: FilterOptions): Promise<void> {
  const values = {
    gender: filters.gender,
    minAge: filters.min_age,
    maxAge: filters.max_age,
    country: filters.country,
    countryregion: filters.countryregion,
    verified: filters.verified,
    // As it ran: nearest first only for a member whose city is a known place.
    sort: filters.sort === 'distance' ? ('distance' as const) : null,
    updatedAt: new Date(),
  }
  await db
    .insert(savedSearches)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: savedSearches.userId, set: values })
}

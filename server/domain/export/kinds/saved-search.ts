// The data export's `saved_search`: the member's last search, null when they saved none.
import { eq } from 'drizzle-orm'
import { savedSearches } from '../../../db/schema'
import { iso, type Reader } from './shared'

/** data.json's `saved_search`. */
export async function gatherSavedSearch(tx: Reader, userId: number) {
  const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId))
  if (search === undefined) return null
  return {
    gender: search.gender,
    min_age: search.minAge,
    max_age: search.maxAge,
    country: search.country,
    countryregion: search.countryregion,
    updated_at: iso(search.updatedAt),
  }
}

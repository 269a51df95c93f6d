// The data export's `saved_search`: the member's last search, null when they saved none.
import { savedSearches } from '../../../db/schema'
import { savedFilters } from '../../search/saved-search'
import { iso, ownRow, type Reader } from './shared'

/** data.json's `saved_search`: its filters and when the member last searched with them. */
export async function gatherSavedSearch(tx: Reader, userId: number) {
  const search = await ownRow(tx, savedSearches, savedSearches.userId, userId)
  if (search === undefined) return null
  // "Online now" is never saved: what is stored is the rest.
  const { online: _notSaved, ...filters } = savedFilters(search)
  return { ...filters, updated_at: iso(search.updatedAt) }
}

// The result list of a search as it grows (spec §4): a filter change clears it, pages are
// appended in order, and everything is loaded when the loaded count reaches the total. The
// state is the Dexie row itself (db.searches), so what the page shows is what a revisit
// paints from the cache. Pure: cache.ts runs it inside a transaction.
import type { FilterOptions } from '../../contract/search'
import type { CachedSearch } from '../../db'

export type SearchList = Pick<CachedSearch, 'filters' | 'ids' | 'num_results' | 'page'>

export type SearchAction =
  /** The member changed a filter: nothing loaded for the new filters yet. */
  | { type: 'reset'; filters: FilterOptions }
  /**
   * A page answered. `replace`: a fresh first page that stands on its own (the first load,
   * where the server chose the filters, or a background refresh) — it replaces whatever
   * was there. Otherwise the page must belong to the list's filters and be the next one.
   */
  | {
      type: 'page'
      filters: FilterOptions
      page: number
      ids: number[]
      num_results: number
      replace?: boolean
    }

export function sameFilters(a: FilterOptions, b: FilterOptions): boolean {
  return (
    a.gender === b.gender &&
    a.min_age === b.min_age &&
    a.max_age === b.max_age &&
    a.country === b.country &&
    a.countryregion === b.countryregion &&
    (a.verified === true) === (b.verified === true) &&
    (a.online === true) === (b.online === true)
  )
}

export function searchReducer(list: SearchList | null, action: SearchAction): SearchList | null {
  switch (action.type) {
    case 'reset':
      return { filters: action.filters, ids: [], num_results: 0, page: 0 }
    case 'page': {
      if (action.replace) {
        return {
          filters: action.filters,
          ids: unique(action.ids),
          num_results: endOf(action.ids.length, action.num_results),
          page: action.page,
        }
      }
      // An answer for other filters, or a page out of order, is stale: keep the list.
      if (!list || !sameFilters(list.filters, action.filters)) return list
      if (action.page !== list.page + 1) return list
      const ids = unique([...list.ids, ...action.ids])
      return {
        filters: list.filters,
        ids,
        // An empty page means the end even if the total said more (members left meanwhile),
        // so paging can never loop on empty pages.
        num_results: action.ids.length === 0 ? ids.length : action.num_results,
        page: action.page,
      }
    }
  }
}

/** A first page can never say less than it holds. */
const endOf = (loaded: number, total: number) => Math.max(loaded, total)

/** Members who moved between pages while paging would show twice; keep the first. */
function unique(ids: number[]): number[] {
  return [...new Set(ids)]
}

/** Spec §4: all loaded when the loaded count reaches the total. */
export function allLoaded(list: SearchList | null | undefined): boolean {
  return Boolean(list && list.page > 0 && list.ids.length >= list.num_results)
}

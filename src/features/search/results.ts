// The result list of a search as it grows (spec §4): a filter change clears it, pages are
// appended in order, and everything is loaded when the loaded count reaches the total. The
// state is the Dexie row itself (db.searches), so what the page shows is what a revisit
// paints from the cache. Pure: cache.ts runs it inside a transaction. Nearest first (issue 32
// §4) the list keeps each member's distance beside the ids: a distance belongs to this search
// (it is measured from the member's city), not to the card every list shares.
import type { MemberCard } from '../../contract/members'
import type { FilterOptions, SearchCard } from '../../contract/search'
import type { CachedSearch } from '../../db'

export type SearchList = Pick<
  CachedSearch,
  'filters' | 'ids' | 'num_results' | 'page' | 'distances' | 'distance_sort'
>

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
      /** The page's distances by member id (nearest first only). */
      distances?: Record<number, number>
      /** The answer's distance_sort. */
      distance_sort?: boolean
    }

export function sameFilters(a: FilterOptions, b: FilterOptions): boolean {
  return (
    a.gender === b.gender &&
    a.min_age === b.min_age &&
    a.max_age === b.max_age &&
    a.country === b.country &&
    a.countryregion === b.countryregion &&
    (a.verified === true) === (b.verified === true) &&
    (a.online === true) === (b.online === true) &&
    (a.sort ?? 'newest') === (b.sort ?? 'newest')
  )
}

/** A page's cards without their distances (saved as shared cards), and the distances by id. */
export function splitDistances(profiles: readonly SearchCard[]): {
  cards: MemberCard[]
  distances: Record<number, number>
} {
  const distances: Record<number, number> = {}
  const cards = profiles.map(({ distance_km: km, ...card }) => {
    if (km !== undefined) distances[card.id] = km
    return card
  })
  return { cards, distances }
}

/** The list's optional parts, only when present (a list without them stays as it was). */
function extras(
  distances: Record<number, number> | undefined,
  distanceSort: boolean | undefined,
): Pick<SearchList, 'distances' | 'distance_sort'> {
  return {
    ...(distances && Object.keys(distances).length > 0 ? { distances } : {}),
    ...(distanceSort === undefined ? {} : { distance_sort: distanceSort }),
  }
}

export function searchReducer(list: SearchList | null, action: SearchAction): SearchList | null {
  switch (action.type) {
    case 'reset':
      // Whether nearest first can be offered does not change with the filters.
      return {
        filters: action.filters,
        ids: [],
        num_results: 0,
        page: 0,
        ...extras(undefined, list?.distance_sort),
      }
    case 'page': {
      if (action.replace) {
        return {
          filters: action.filters,
          ids: unique(action.ids),
          num_results: endOf(action.ids.length, action.num_results),
          page: action.page,
          ...extras(action.distances, action.distance_sort),
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
        ...extras(
          { ...list.distances, ...action.distances },
          action.distance_sort ?? list.distance_sort,
        ),
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

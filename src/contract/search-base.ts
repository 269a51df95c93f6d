// What every search call sends besides its filters, and the home page's call. Without zod
// (no import of validation.ts): the home page is the start page, and this is all it needs.
import type { Query } from './query'

/** What every search call of a page sends besides the filters. */
export interface SearchBase {
  /** features.profileSearch.searchAllCountries: an empty country means every site country. */
  searchAllCountries: boolean
  /** The stored affiliate network, if the visitor arrived through one. */
  trafficsource: string | null
}

export function baseQuery(source: string, base: SearchBase, pp: number): Query {
  return {
    source,
    pp,
    // The member search never shows nude photos in its grid.
    hideNudity: '1',
    searchAllCountries: base.searchAllCountries ? '1' : '0',
    ...(base.trafficsource ? { trafficsource: base.trafficsource } : {}),
  }
}

/** The home page's member tiles for a visitor: two rows of three on every width. */
export const HOME_TILES = 6

/**
 * The home page's tiles: one page of the logged-out search, auto_load (the server picks the
 * visitor's country and every age).
 */
export function homeQuery(base: SearchBase): Query {
  return { ...baseQuery('home', base, HOME_TILES), auto_load: '1' }
}

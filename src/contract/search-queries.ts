// The query strings of the search calls (spec §4, §7): the first load (auto_load, the server
// fills the filters), a search with the member's filters, the similar search (ages widened,
// whole country, never saved) and the webcam search. Pure: the page passes what it knows;
// the tests check every query against the contract's schemas.
import type { Query } from './query'
import type { FilterOptions } from './search'
import { baseQuery as sharedBase, type SearchBase } from './search-base'
import { SEARCH_AGE_MAX, SEARCH_PAGE_SIZE, SIMILAR_AGE_WIDENING } from './search-rules'
import { MIN_AGE } from './rules'

export type { SearchBase }

const baseQuery = (source: string, base: SearchBase): Query =>
  sharedBase(source, base, SEARCH_PAGE_SIZE)

/** The filters as a search call sends them. */
export function filterQuery(filters: FilterOptions): Query {
  return {
    country: filters.country,
    countryregion: filters.countryregion,
    min_age: filters.min_age,
    ...(filters.max_age === null ? {} : { max_age: filters.max_age }),
    gender: filters.gender,
    // A filter cached before the switch existed has none: every member.
    verified: filters.verified === true ? '1' : '0',
    ...(filters.online === true ? { online: '1' } : {}),
    ...(filters.sort === 'distance' ? { sort: 'distance' } : {}),
  }
}

/**
 * The cards of the first search's first screen (two rows of two on a phone, a row of four on
 * a desktop): their photos load at once, and a page the server sends preloads them with its
 * HTML (server/http/boot-answers.ts).
 */
export const FIRST_SCREEN_CARDS = 4

/** The first call of a page: the server picks the filters (the saved search or defaults). */
export function firstLoadQuery(base: SearchBase): Query {
  return { ...baseQuery('members', base), auto_load: '1' }
}

/**
 * A page of the search with these filters. `manual`: the member chose them on this visit,
 * so the server saves the search for the next auto_load.
 */
export function filterSearchQuery(
  filters: FilterOptions,
  page: number,
  base: SearchBase,
  manual: boolean,
): Query {
  return {
    ...baseQuery('members', base),
    ...filterQuery(filters),
    page,
    ...(manual ? { manual_search: '1' } : {}),
  }
}

/** The filters of the similar search: ages widened 5 years each side, the whole country. */
export function similarFilters(filters: FilterOptions): FilterOptions {
  return {
    ...filters,
    min_age: Math.max(MIN_AGE, filters.min_age - SIMILAR_AGE_WIDENING),
    max_age:
      filters.max_age === null
        ? null
        : Math.min(SEARCH_AGE_MAX, filters.max_age + SIMILAR_AGE_WIDENING),
    countryregion: '0',
  }
}

/**
 * The similar search (spec §7): the same search widened, page 1, never saved; newest first
 * whatever the search's order (its cards carry no distances).
 */
export function similarQuery(filters: FilterOptions, base: SearchBase): Query {
  const { sort: _newestFirst, ...widened } = similarFilters(filters)
  return {
    ...baseQuery('similar', base),
    ...filterQuery(widened),
    page: 1,
    do_not_save: '1',
  }
}

/** The webcam search follows the member's gender and age filters. */
export function camsQuery(filters: FilterOptions): Query {
  return {
    gender: filters.gender,
    min_age: filters.min_age,
    ...(filters.max_age === null ? {} : { max_age: filters.max_age }),
  }
}

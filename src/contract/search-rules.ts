// The search rules of spec §2/§4/§9 that the client's start-up code and the server share,
// without zod: page size, the age choices, the related-country pairs and the similar-search
// widening. search.ts builds the call's schemas on them.
import { MIN_AGE } from './rules'

/** Profiles per page (spec §9 "Search page size 12"). */
export const SEARCH_PAGE_SIZE = 12
/** The largest `pp` the server accepts. */
export const SEARCH_PP_MAX = 48
/** The oldest age a filter can name. */
export const SEARCH_AGE_MAX = 120
/** Similar search: the age range widened this many years on each side (spec §9). */
export const SIMILAR_AGE_WIDENING = 5
/** "Online now" (a card's dot, the search's switch): active within this window. */
export const ONLINE_MS = 15 * 60_000

/** The orders a search can take: most recently active first (spec §4), or nearest first. */
export const SEARCH_SORTS = ['newest', 'distance'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/**
 * A distance as a member sees it (issue 32 §4): whole kilometres, and 0 for anything under
 * 1 km ("under 1 km"), never finer — the distances are between cities anyway.
 */
export function shownKm(km: number): number {
  return km < 1 ? 0 : Math.round(km)
}

export interface AgeChoice {
  /** Stable key for the select and the translations. */
  key: 'all' | '18-25' | '26-35' | '36-45' | '46-55' | '56-65' | '65+'
  min_age: number
  /** null: no upper bound. */
  max_age: number | null
}

/** Age filter choices (spec §2): all, up to 25 (shown 18-25), 26-35 … 56-65, over 65 (min 65). */
export const AGE_CHOICES: readonly AgeChoice[] = [
  { key: 'all', min_age: MIN_AGE, max_age: null },
  { key: '18-25', min_age: MIN_AGE, max_age: 25 },
  { key: '26-35', min_age: 26, max_age: 35 },
  { key: '36-45', min_age: 36, max_age: 45 },
  { key: '46-55', min_age: 46, max_age: 55 },
  { key: '56-65', min_age: 56, max_age: 65 },
  { key: '65+', min_age: 65, max_age: null },
]

/** Related countries searched together (spec §2), written "NL-BE" in the country filter. */
export const COUNTRY_PAIRS = [
  ['AU', 'NZ'],
  ['NL', 'BE'],
  ['US', 'CA'],
  ['GB', 'IE'],
  ['DE', 'AT'],
] as const

/** The pair filters a site offers: those whose two countries it both allows. */
export function countryPairsFor(countries: readonly string[]): string[] {
  return COUNTRY_PAIRS.filter(([a, b]) => countries.includes(a) && countries.includes(b)).map(
    ([a, b]) => `${a}-${b}`,
  )
}

/**
 * The countries a `country` filter value means: '' → every allowed country, 'NL' → NL,
 * 'NL-BE' → both (a known pair of allowed countries). null when the value is not allowed.
 */
export function countriesOfFilter(value: string, allowed: readonly string[]): string[] | null {
  if (value === '') return [...allowed]
  if (/^[A-Z]{2}$/.test(value)) return allowed.includes(value) ? [value] : null
  return countryPairsFor(allowed).includes(value) ? value.split('-') : null
}

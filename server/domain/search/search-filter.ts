// The WHERE of a member search, shared by the page query and its count: which countries and
// genders (each pair is one ordered range of profiles_search_idx), the age as a range of
// dates of birth, the region, and who is left out (deleted members; the viewer and members
// blocked either way, passed in as ids: see hidden-members.ts).
import { and, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { bigintArray, textArray } from '../../db/sql-arrays'
import { MIN_AGE } from '../../../src/contract/rules'
import { ONLINE_MS } from '../../../src/contract/search-rules'
import { GENDERS, type Gender } from '../../../src/contract/profile-field-names'
import { profiles } from '../../db/schema'
import type { CityCoordinates } from '../geo/city-coordinates'
import { birthDateRange, type BirthDateRange } from './birth-date-range'

export interface SearchInput {
  /** The searching member (left out of the results, with everyone blocked either way). */
  viewerId: number | null
  /** Site countries to search (one, a related pair, or all of them); never empty. */
  countries: string[]
  /** Region id; '' or '0' = the whole country (meaningful with one country only). */
  countryregion: string
  /** '' = both. */
  gender: Gender | ''
  minAge: number
  /** null = no upper bound. */
  maxAge: number | null
  /** Only members an operator verified (issue 32 §1). */
  verifiedOnly?: boolean
  /** Only members online now: active within ONLINE_MS (issue 32 §4). */
  onlineOnly?: boolean
  /**
   * Nearest first from here (the viewer's city: issue 32 §4), members without a known city
   * last; absent or null: most recently active first.
   */
  near?: CityCoordinates | null
  /** 1-based. */
  page: number
  pp: number
}

export interface SearchFilter {
  countries: string[]
  /**
   * '' (both) means male and female. A member who has not given a gender is left out: with
   * `gender IS NULL` the index cannot serve the order (PostgreSQL does not treat IS NULL as an
   * equality for sorting), which made that part of a search alone take 15 ms at 100,000
   * members. The profile form asks for the gender, so this is a small group.
   */
  genders: Gender[]
  /** The age as dates of birth; null: every age, members without a date of birth included. */
  born: BirthDateRange | null
  /** The region searched, or null for the whole of each country. */
  region: string | null
  /** Only verified members: a small group, walked in profiles_search_verified_idx. */
  verifiedOnly: boolean
  /**
   * Only members active since this moment ("online now"), or null: the head of each walk of
   * profiles_search_idx, which is in order of last activity.
   */
  activeSince: Date | null
  /** Age, region and visibility: everything except country and gender. */
  rest: SQL
}

export function searchFilter(
  input: Omit<SearchInput, 'viewerId'>,
  now: Date,
  hidden: readonly number[] = [],
): SearchFilter {
  const conditions: SQL[] = [sql`${profiles.searchable}`]
  if (hidden.length > 0) conditions.push(sql`${profiles.userId} <> all(${bigintArray(hidden)})`)
  // 'all' (18 and up, no upper bound) is the only range that includes members without a date
  // of birth: they have no age to compare.
  const everyAge = input.minAge <= MIN_AGE && input.maxAge === null
  const born = everyAge ? null : birthDateRange(input.minAge, input.maxAge, now)
  if (born !== null) {
    conditions.push(isNotNull(profiles.dateOfBirth), lte(profiles.dateOfBirth, born.latest))
    if (born.after !== null) conditions.push(gt(profiles.dateOfBirth, born.after))
  }
  const region =
    input.countryregion === '' || input.countryregion === '0' ? null : input.countryregion
  if (region !== null) conditions.push(eq(profiles.countryregion, region))
  if (input.verifiedOnly === true) conditions.push(isNotNull(profiles.verifiedAt))
  const activeSince = input.onlineOnly === true ? new Date(now.getTime() - ONLINE_MS) : null
  if (activeSince !== null) conditions.push(gt(profiles.lastActiveAt, activeSince))
  return {
    countries: [...new Set(input.countries)].sort(),
    genders: input.gender === '' ? [...GENDERS] : [input.gender],
    born,
    region,
    verifiedOnly: input.verifiedOnly === true,
    activeSince,
    rest: and(...conditions) ?? sql`true`,
  }
}

/** The whole filter as one condition (the count and the hidden members' match). */
export function matchesFilter(filter: SearchFilter): SQL {
  return and(
    sql`${profiles.country} = any(${textArray(filter.countries)})`,
    sql`${profiles.gender} = any(${textArray(filter.genders)})`,
    filter.rest,
  ) as SQL
}

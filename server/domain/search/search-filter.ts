// The WHERE of a member search, shared by the page query and its count: which countries and
// genders (each pair is one ordered range of profiles_search_idx), the age as a range of
// dates of birth, the region, and what the viewer may see at all (member-card visibleTo).
import { and, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { MIN_AGE } from '../../../src/contract/validation'
import { GENDERS, type Gender } from '../../../src/contract/profile-fields'
import { profiles } from '../../db/schema'
import { visibleTo } from '../members/member-card'
import { birthDateRange } from './birth-date-range'
import type { SearchInput } from './search-members'

export interface SearchFilter {
  countries: string[]
  /**
   * '' (both) means male and female. A member who has not given a gender is left out: with
   * `gender IS NULL` the index cannot serve the order (PostgreSQL does not treat IS NULL as an
   * equality for sorting), which made that part of a search alone take 15 ms at 100,000
   * members. The profile form asks for the gender, so this is a small group.
   */
  genders: Gender[]
  /** Age, region and visibility: everything except country and gender. */
  rest: SQL
}

export function searchFilter(input: SearchInput, now: Date): SearchFilter {
  const conditions: SQL[] = [visibleTo(input.viewerId)]
  // 'all' (18 and up, no upper bound) is the only range that includes members without a date
  // of birth: they have no age to compare.
  const everyAge = input.minAge <= MIN_AGE && input.maxAge === null
  if (!everyAge) {
    const range = birthDateRange(input.minAge, input.maxAge, now)
    conditions.push(isNotNull(profiles.dateOfBirth), lte(profiles.dateOfBirth, range.latest))
    if (range.after !== null) conditions.push(gt(profiles.dateOfBirth, range.after))
  }
  const region = input.countryregion
  if (region !== '' && region !== '0') conditions.push(eq(profiles.countryregion, region))
  return {
    countries: [...new Set(input.countries)].sort(),
    genders: input.gender === '' ? [...GENDERS] : [input.gender],
    rest: and(...conditions) ?? sql`true`,
  }
}

/** A text[] literal of bound parameters (drizzle expands a JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

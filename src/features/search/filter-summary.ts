// The one-line summary of the search filters that phones show instead of the filter card
// (issue 9 §3): "Women · 26–35 · Netherlands · Noord-Holland". It names what the search runs
// with, in the order of the controls, and only the filters the site offers (search_fields).
// Pure: the words come in as labels, so the tests need no catalog.
import type { FilterOptions } from '../../contract/search'
import type { SettingsResponse } from '../../contract/settings'
import type { AgeRange } from './age-choice'

export const SUMMARY_SEPARATOR = ' · '

export interface SummaryLabels {
  /** '' is both genders. */
  gender: Record<FilterOptions['gender'], string>
  allAges: string
  /** A country filter value: '' (every country), 'NL', or a pair 'NL-BE'. */
  country: (value: string) => string
  /** The region's name, or '' when the site does not know it. */
  region: (country: string, id: string) => string
  /** The "verified members only" switch, when on. */
  verified: string
  /** The "online now" switch, when on. */
  online: string
  /** The nearest-first order, when chosen (issue 32 §4). */
  nearest?: string
}

/** "26–35", "65+", or the label of every age. */
export function ageSummary(range: AgeRange, minAge: number, allAges: string): string {
  if (range.max_age === null) return range.min_age <= minAge ? allAges : `${range.min_age}+`
  return `${range.min_age}–${range.max_age}`
}

export function filterSummary(
  filters: FilterOptions,
  fields: readonly SettingsResponse['search_fields'][number][],
  labels: SummaryLabels,
  minAge: number,
): string {
  const parts: string[] = []
  if (fields.includes('gender')) parts.push(labels.gender[filters.gender])
  if (fields.includes('age')) parts.push(ageSummary(filters, minAge, labels.allAges))
  if (fields.includes('country')) parts.push(labels.country(filters.country))
  const region = filters.countryregion === '0' ? '' : filters.countryregion
  if (fields.includes('countryregion') && region && /^[A-Z]{2}$/.test(filters.country)) {
    parts.push(labels.region(filters.country, region))
  }
  if (filters.verified === true) parts.push(labels.verified)
  if (filters.online === true) parts.push(labels.online)
  if (filters.sort === 'distance' && labels.nearest) parts.push(labels.nearest)
  return parts.filter(Boolean).join(SUMMARY_SEPARATOR)
}

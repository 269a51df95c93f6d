import { describe, expect, it } from 'vitest'
import type { FilterOptions } from '../../contract/search'
import { MIN_AGE } from '../../contract/rules'
import { ageSummary, filterSummary, type SummaryLabels } from './filter-summary'

const labels: SummaryLabels = {
  gender: { '': 'Men and women', male: 'Men', female: 'Women' },
  allAges: 'All ages',
  country: (value) =>
    value === ''
      ? 'All countries'
      : value
          .split('-')
          .map((code) => ({ NL: 'Netherlands', BE: 'Belgium' })[code] ?? code)
          .join(' + '),
  region: (country, id) => (country === 'NL' && id === 'NH' ? 'Noord-Holland' : ''),
  verified: 'Verified only',
  online: 'Online now',
}
const ALL = ['gender', 'age', 'country', 'countryregion'] as const
const filters = (over: Partial<FilterOptions> = {}): FilterOptions => ({
  gender: 'female',
  min_age: 26,
  max_age: 35,
  country: 'NL',
  countryregion: '',
  verified: false,
  online: false,
  ...over,
})

describe('filterSummary', () => {
  it('names gender, age range and country in the order of the controls', () => {
    expect(filterSummary(filters(), ALL, labels, MIN_AGE)).toBe('Women · 26–35 · Netherlands')
  })

  it('ends with "verified only" while that switch is on', () => {
    expect(filterSummary(filters({ verified: true }), [], labels, MIN_AGE)).toBe('Verified only')
    expect(filterSummary(filters({ verified: true }), ['gender'], labels, MIN_AGE)).toBe(
      'Women · Verified only',
    )
  })

  it('ends with "online now" while that switch is on, after "verified only"', () => {
    expect(filterSummary(filters({ online: true }), ['gender'], labels, MIN_AGE)).toBe(
      'Women · Online now',
    )
    expect(filterSummary(filters({ verified: true, online: true }), [], labels, MIN_AGE)).toBe(
      'Verified only · Online now',
    )
  })

  it('adds the region of one chosen country', () => {
    expect(filterSummary(filters({ countryregion: 'NH' }), ALL, labels, MIN_AGE)).toBe(
      'Women · 26–35 · Netherlands · Noord-Holland',
    )
    // '0' is the whole country, an unknown region has no name to show.
    expect(filterSummary(filters({ countryregion: '0' }), ALL, labels, MIN_AGE)).toBe(
      'Women · 26–35 · Netherlands',
    )
    expect(filterSummary(filters({ countryregion: 'ZZ' }), ALL, labels, MIN_AGE)).toBe(
      'Women · 26–35 · Netherlands',
    )
  })

  it('names both genders, every age, every country and country pairs', () => {
    const wide = filters({ gender: '', min_age: MIN_AGE, max_age: null, country: '' })
    expect(filterSummary(wide, ALL, labels, MIN_AGE)).toBe(
      'Men and women · All ages · All countries',
    )
    expect(filterSummary(filters({ country: 'NL-BE' }), ALL, labels, MIN_AGE)).toBe(
      'Women · 26–35 · Netherlands + Belgium',
    )
  })

  it('leaves out the filters the site does not offer', () => {
    expect(
      filterSummary(filters({ countryregion: 'NH' }), ['gender', 'age'], labels, MIN_AGE),
    ).toBe('Women · 26–35')
    expect(filterSummary(filters(), [], labels, MIN_AGE)).toBe('')
  })
})

describe('ageSummary', () => {
  it('writes ranges with an en dash and open ranges with a plus', () => {
    expect(ageSummary({ min_age: 18, max_age: 25 }, MIN_AGE, 'All ages')).toBe('18–25')
    expect(ageSummary({ min_age: 65, max_age: null }, MIN_AGE, 'All ages')).toBe('65+')
    expect(ageSummary({ min_age: 30, max_age: null }, MIN_AGE, 'All ages')).toBe('30+')
    expect(ageSummary({ min_age: MIN_AGE, max_age: null }, MIN_AGE, 'All ages')).toBe('All ages')
  })
})

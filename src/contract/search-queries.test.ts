import { describe, expect, it } from 'vitest'
import { camsQuerySchema } from './partners'
import { searchQuerySchema, type FilterOptions } from './search'
import { homeQuery } from './search-base'
import {
  camsQuery,
  filterSearchQuery,
  firstLoadQuery,
  similarFilters,
  similarQuery,
} from './search-queries'

const base = { searchAllCountries: true, trafficsource: 'tradedoubler' }
const filters: FilterOptions = {
  gender: 'female',
  min_age: 26,
  max_age: 35,
  country: 'NL',
  countryregion: 'NH',
  verified: false,
  online: false,
}

/** The query as the server reads it (strings in, parsed by the contract). */
const parsed = (query: Record<string, unknown>) =>
  searchQuerySchema.parse(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  )

describe('firstLoadQuery and homeQuery', () => {
  it.each([
    ['the search page', firstLoadQuery, 'members', 12],
    ["the home page's tiles", homeQuery, 'home', 6],
  ] as const)('ask for %s, the server filling the filters', (_page, build, source, pp) => {
    const query = build(base)
    expect(query).toEqual({
      source,
      pp,
      auto_load: '1',
      hideNudity: '1',
      searchAllCountries: '1',
      trafficsource: 'tradedoubler',
    })
    expect(parsed(query)).toMatchObject({ source, pp, auto_load: true, manual_search: false })
  })

  it('leave out a missing traffic source and send searchAllCountries=0', () => {
    for (const build of [firstLoadQuery, homeQuery]) {
      const query = build({ searchAllCountries: false, trafficsource: null })
      expect(query).not.toHaveProperty('trafficsource')
      expect(parsed(query).searchAllCountries).toBe(false)
    }
  })
})

describe('filterSearchQuery', () => {
  it('sends the filters, the page and manual_search after a filter change', () => {
    const query = filterSearchQuery(filters, 2, base, true)
    expect(query).toMatchObject({
      country: 'NL',
      countryregion: 'NH',
      min_age: 26,
      max_age: 35,
      gender: 'female',
      page: 2,
      manual_search: '1',
    })
    expect(query).not.toHaveProperty('auto_load')
    expect(parsed(query)).toMatchObject({ manual_search: true, do_not_save: false, page: 2 })
  })

  it('omits max_age without an upper bound and manual_search when paging an auto search', () => {
    const query = filterSearchQuery({ ...filters, max_age: null, gender: '' }, 3, base, false)
    expect(query).not.toHaveProperty('max_age')
    expect(query).not.toHaveProperty('manual_search')
    expect(query.gender).toBe('')
    expect(parsed(query).max_age).toBeUndefined()
  })
})

describe('similarQuery', () => {
  it('widens the ages 5 years each side, drops the region, never saves', () => {
    const query = similarQuery(filters, base)
    expect(query).toMatchObject({
      source: 'similar',
      min_age: 21,
      max_age: 40,
      countryregion: '0',
      country: 'NL',
      gender: 'female',
      page: 1,
      do_not_save: '1',
    })
    expect(query).not.toHaveProperty('manual_search')
    expect(parsed(query)).toMatchObject({ do_not_save: true, page: 1 })
  })

  it('keeps min_age at 18 or more and an open max_age open', () => {
    expect(similarFilters({ ...filters, min_age: 18, max_age: null })).toMatchObject({
      min_age: 18,
      max_age: null,
    })
    expect(similarFilters({ ...filters, min_age: 20, max_age: 25 })).toMatchObject({
      min_age: 18,
      max_age: 30,
    })
    expect(similarQuery({ ...filters, max_age: null }, base)).not.toHaveProperty('max_age')
  })
})

describe('camsQuery', () => {
  it('sends gender and ages, without an open max_age', () => {
    expect(camsQuery(filters)).toEqual({ gender: 'female', min_age: 26, max_age: 35 })
    const open = camsQuery({ ...filters, max_age: null })
    expect(open).toEqual({ gender: 'female', min_age: 26 })
    expect(camsQuerySchema.parse(open)).toEqual({ gender: 'female', min_age: 26 })
  })
})

describe('the nearest-first order (issue 32 §4)', () => {
  const nearest: FilterOptions = { ...filters, sort: 'distance' }

  it('is asked for with the filters, newest first being the default', () => {
    expect(filterSearchQuery(nearest, 2, base, false)).toMatchObject({ sort: 'distance' })
    expect(filterSearchQuery(filters, 2, base, false)).not.toHaveProperty('sort')
    expect(parsed(filterSearchQuery(nearest, 2, base, false)).sort).toBe('distance')
  })

  it("is not the similar search's, whose cards carry no distances", () => {
    expect(similarQuery(nearest, base)).toEqual(similarQuery(filters, base))
  })
})

import { describe, expect, it } from 'vitest'
import type { FilterOptions } from '../../contract/search'
import { allLoaded, sameFilters, searchReducer, splitDistances, type SearchList } from './results'
import { card } from './test-data'

const filters: FilterOptions = {
  gender: 'female',
  min_age: 26,
  max_age: 35,
  country: 'NL',
  countryregion: '',
  verified: false,
  online: false,
}
const other: FilterOptions = { ...filters, gender: 'male' }
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)
const page = (n: number, ids: number[], num_results: number, f = filters) =>
  ({ type: 'page', filters: f, page: n, ids, num_results }) as const

describe('searchReducer', () => {
  it('starts the list from the first load, replacing whatever was cached', () => {
    const cached: SearchList = { filters: other, ids: range(100, 30), num_results: 90, page: 3 }
    const list = searchReducer(cached, { ...page(1, range(1, 12), 30), replace: true })
    expect(list).toEqual({ filters, ids: range(1, 12), num_results: 30, page: 1 })
    expect(allLoaded(list)).toBe(false)
  })

  it('clears the results when a filter changes', () => {
    const loaded: SearchList = { filters, ids: range(1, 24), num_results: 40, page: 2 }
    const list = searchReducer(loaded, { type: 'reset', filters: other })
    expect(list).toEqual({ filters: other, ids: [], num_results: 0, page: 0 })
    expect(allLoaded(list)).toBe(false)
  })

  it('appends pages in order until the loaded count reaches the total', () => {
    let list = searchReducer(null, { type: 'reset', filters })
    list = searchReducer(list, page(1, range(1, 12), 30))
    list = searchReducer(list, page(2, range(13, 12), 30))
    expect(list?.ids).toEqual(range(1, 24))
    expect(allLoaded(list)).toBe(false)
    list = searchReducer(list, page(3, range(25, 6), 30))
    expect(list).toMatchObject({ page: 3, num_results: 30 })
    expect(list?.ids).toHaveLength(30)
    expect(allLoaded(list)).toBe(true)
  })

  it('ignores an answer for old filters and a page out of order', () => {
    const list: SearchList = { filters: other, ids: [], num_results: 0, page: 0 }
    expect(searchReducer(list, page(1, range(1, 12), 30))).toBe(list)
    const loaded: SearchList = { filters, ids: range(1, 12), num_results: 30, page: 1 }
    expect(searchReducer(loaded, page(1, range(1, 12), 30))).toBe(loaded)
    expect(searchReducer(loaded, page(3, range(25, 12), 30))).toBe(loaded)
    expect(searchReducer(null, page(1, range(1, 12), 30))).toBeNull()
  })

  it('shows a member who moved between pages once', () => {
    const loaded: SearchList = { filters, ids: range(1, 12), num_results: 30, page: 1 }
    expect(searchReducer(loaded, page(2, [12, ...range(13, 11)], 30))?.ids).toEqual(range(1, 23))
  })

  it('treats an empty page as the end, so paging stops', () => {
    const loaded: SearchList = { filters, ids: range(1, 12), num_results: 30, page: 1 }
    const list = searchReducer(loaded, page(2, [], 30))
    expect(list).toMatchObject({ num_results: 12, page: 2 })
    expect(allLoaded(list)).toBe(true)
  })

  it('is all loaded at once for an empty result, and never before the first page', () => {
    expect(allLoaded(searchReducer(null, { ...page(1, [], 0), replace: true }))).toBe(true)
    expect(allLoaded({ filters, ids: [], num_results: 0, page: 0 })).toBe(false)
    expect(allLoaded(null)).toBe(false)
  })
})

describe('sameFilters', () => {
  it('compares every filter', () => {
    expect(sameFilters(filters, { ...filters })).toBe(true)
    expect(sameFilters(filters, { ...filters, max_age: null })).toBe(false)
    expect(sameFilters(filters, { ...filters, countryregion: 'NH' })).toBe(false)
  })
})

describe('nearest first (issue 32 §4)', () => {
  const nearest: FilterOptions = { ...filters, sort: 'distance' }

  it('tells the orders apart, a filter without one being newest first', () => {
    expect(sameFilters(filters, { ...filters, sort: 'newest' })).toBe(true)
    expect(sameFilters(filters, nearest)).toBe(false)
  })

  it("keeps each page's distances by member id, and whether nearest first is offered", () => {
    let list = searchReducer(null, {
      ...page(1, [1, 2], 4, nearest),
      replace: true,
      distances: { 1: 0, 2: 12 },
      distance_sort: true,
    })
    list = searchReducer(list, { ...page(2, [3, 4], 4, nearest), distances: { 3: 35 } })
    expect(list).toEqual({
      filters: nearest,
      ids: [1, 2, 3, 4],
      num_results: 4,
      page: 2,
      distances: { 1: 0, 2: 12, 3: 35 },
      distance_sort: true,
    })
    // A filter change drops the distances, not the offer.
    expect(searchReducer(list, { type: 'reset', filters })).toEqual({
      filters,
      ids: [],
      num_results: 0,
      page: 0,
      distance_sort: true,
    })
  })

  it('splits a page into shared cards and its distances', () => {
    const { cards, distances } = splitDistances([
      { ...card(1), distance_km: 0 },
      card(2),
      { ...card(3), distance_km: 48 },
    ])
    expect(cards).toEqual([card(1), card(2), card(3)])
    expect(cards.some((one) => 'distance_km' in one)).toBe(false)
    expect(distances).toEqual({ 1: 0, 3: 48 })
  })
})

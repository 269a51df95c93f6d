// The member search page (SearchPage) loading: the cached results offline, a retry after a
// network failure, the similar search left until scrolled to, and the match finder's answers
// for a new member. Filtering, paging and partner tiles are in SearchPageResults.test.tsx.
import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FilterOptions } from '../../../contract/search'
import { db } from '../../../db'
import { MATCH_CHOICES_KEY, storeMatchChoices } from '../../../lib/match-choices'
import { cards, member } from '../test-data'
import {
  answer,
  cachedFilters,
  callsTo,
  json,
  renderPage,
  setUpSearchPageTests,
} from './test-search-page'

describe('SearchPage', () => {
  setUpSearchPageTests()

  it('paints the cached results with their filters when offline', async () => {
    const profiles = cards(1, 12)
    await db.profiles.bulkPut(profiles.map((profile) => ({ ...profile, cachedAt: 1 })))
    await db.searches.put({
      key: '7:members',
      owner: 7,
      filters: cachedFilters,
      ids: profiles.map((profile) => profile.id),
      num_results: 30,
      page: 1,
      cachedAt: 1,
    })
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()

    const grid = await screen.findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(12))
    expect(within(grid).getByText('Member 1')).toBeTruthy()
    expect(screen.getByLabelText<HTMLSelectElement>('Looking for').value).toBe('female')
    expect(screen.getByLabelText<HTMLSelectElement>('Age').value).toBe('26-35')
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('NL')
    expect(
      await screen.findByText('You are offline. These are the results from your last visit.'),
    ).toBeTruthy()
    // One offline note with one retry: no second "Load more" beside it.
    expect(screen.getAllByTestId('search-failure')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(callsTo(fetchMock, '/api/search.php')[0]?.get('auto_load')).toBe('1')
    expect(console.info).toHaveBeenCalledWith('Member search: offline')
  })

  it('tries again by itself after a network failure, and the offline note goes', async () => {
    // The shortest backoff: half of the first 1 s step.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    let calls = 0
    const fetchMock = vi.fn((url: string) => {
      const query = new URL(url, 'http://localhost').searchParams
      if (query.get('auto_load') === '1' && calls++ === 0)
        return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve(json(answer([1, 2], 2, cachedFilters)))
    })
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()
    expect(
      await screen.findByText('You are offline. Search again when you have a connection.'),
    ).toBeTruthy()
    const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 3000 })
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(2))
    expect(screen.queryByTestId('search-failure')).toBeNull()
    expect(callsTo(fetchMock, '/api/search.php').filter((q) => q.get('auto_load'))).toHaveLength(2)
  })

  it('leaves the similar search until the member scrolls towards it', async () => {
    // happy-dom's observer never reports an element in view.
    const fetchMock = vi.fn(() => Promise.resolve(json(answer([1, 2, 3], 3, cachedFilters))))
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()
    const grid = await screen.findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3))
    expect(await screen.findByText('You have seen all 3 members for these filters.')).toBeTruthy()
    const sources = callsTo(fetchMock, '/api/search.php').map((query) => query.get('source'))
    expect(sources).toEqual(['members'])
    expect(screen.queryByRole('list', { name: 'Similar profiles' })).toBeNull()
  })

  it('starts a new member from the match finder’s answers once, saved as their search', async () => {
    const chosen: FilterOptions = { ...cachedFilters, gender: 'male', min_age: 36, max_age: 45 }
    // Answered a minute before the account was made.
    storeMatchChoices(chosen, Date.parse(member().signup_date) - 60_000)
    const fetchMock = vi.fn(() => Promise.resolve(json(answer([1, 2], 2, chosen))))
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()
    const grid = await screen.findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2))
    const [first] = callsTo(fetchMock, '/api/search.php')
    expect(first?.has('auto_load')).toBe(false)
    expect(Object.fromEntries(first ?? [])).toMatchObject({
      gender: 'male',
      min_age: '36',
      max_age: '45',
      country: 'NL',
      manual_search: '1',
    })
    await waitFor(() => expect(localStorage.getItem(MATCH_CHOICES_KEY)).toBeNull())
  })

  it('leaves the answers to the visitor who gave them: an older member loads their own search', async () => {
    storeMatchChoices(cachedFilters, Date.parse(member().signup_date) + 86_400_000)
    const fetchMock = vi.fn(() => Promise.resolve(json(answer([1], 1, cachedFilters))))
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()
    await screen.findByRole('list', { name: 'Search results' })
    expect(callsTo(fetchMock, '/api/search.php')[0]?.get('auto_load')).toBe('1')
    expect(localStorage.getItem(MATCH_CHOICES_KEY)).not.toBeNull()
    localStorage.removeItem(MATCH_CHOICES_KEY)
  })
})

// The member search page (SearchPage) with its results: a filter change refetching page 1, the
// Load more button, the note when nothing matches, and the partner tiles of a reselling site.
// Loading (offline, retries, the match finder) is in SearchPage.test.tsx.
import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../db'
import { store } from '../../../lib/store'
import { settingsAtom } from '../../../session'
import { SEARCH_SETTINGS } from '../test-data'
import {
  answer,
  cachedFilters,
  callsTo,
  InViewObserver,
  json,
  range,
  renderPage,
  setUpSearchPageTests,
} from './test-search-page'

describe('SearchPage', () => {
  setUpSearchPageTests()

  it('loads with auto_load, then refetches page 1 manually when a filter changes', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver)
    const fetchMock = vi.fn((url: string) => {
      const query = new URL(url, 'http://localhost').searchParams
      if (query.get('auto_load') === '1')
        return Promise.resolve(json(answer([1, 2, 3], 3, cachedFilters)))
      if (query.get('source') === 'similar')
        return Promise.resolve(json(answer([3, 50, 51], 3, cachedFilters)))
      return Promise.resolve(json(answer([20, 21], 2, { ...cachedFilters, gender: 'male' })))
    })
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()
    const grid = await screen.findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3))
    expect(await screen.findByText('You have seen all 3 members for these filters.')).toBeTruthy()
    // Similar profiles leave out member 3, who is already in the results.
    const similar = await screen.findByRole('list', { name: 'Similar profiles' })
    await waitFor(() => expect(within(similar).getAllByRole('article')).toHaveLength(2))
    expect(within(similar).queryByText('Member 3')).toBeNull()

    fireEvent.change(screen.getByLabelText('Looking for'), { target: { value: 'male' } })
    // The grid is rebuilt from the new list: query it afresh.
    const results = () => screen.getByRole('list', { name: 'Search results' })
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(2))
    expect(within(results()).queryByText('Member 1')).toBeNull()
    expect(within(results()).getByText('Member 20')).toBeTruthy()
    const manual = callsTo(fetchMock, '/api/search.php').find((query) => query.has('manual_search'))
    expect(manual?.get('gender')).toBe('male')
    expect(manual?.get('page')).toBe('1')
    expect(manual?.get('min_age')).toBe('26')
    const row = await db.searches.get('7:members')
    expect(row).toMatchObject({ filters: { gender: 'male' }, ids: [20, 21], page: 1 })
  })

  it('pages with the Load more button where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const fetchMock = vi.fn((url: string) => {
      const query = new URL(url, 'http://localhost').searchParams
      if (query.get('source') === 'similar')
        return Promise.resolve(json(answer([], 0, cachedFilters)))
      if (query.get('page') === '2')
        return Promise.resolve(json(answer(range(13, 12), 30, cachedFilters, 2)))
      return Promise.resolve(json(answer(range(1, 12), 30, cachedFilters)))
    })
    vi.stubGlobal('fetch', fetchMock)

    await renderPage()
    const results = () => screen.getByRole('list', { name: 'Search results' })
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(12))
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(24))
    const second = callsTo(fetchMock, '/api/search.php').find((query) => query.get('page') === '2')
    expect(second?.get('gender')).toBe('female')
    expect(second?.has('auto_load')).toBe(false)
    // Paging an auto-loaded search does not save it again.
    expect(second?.has('manual_search')).toBe(false)
    expect(screen.queryByText(/You have seen all/)).toBeNull()
  })

  it('suggests wider filters when nothing matches', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(answer([], 0, cachedFilters))))
    await renderPage()
    expect(await screen.findByText('No members match these filters yet.')).toBeTruthy()
  })

  it('tiles a webcam and a labelled ad for a member past 4 days on a reselling site', async () => {
    store.set(settingsAtom, { ...SEARCH_SETTINGS, member_resell: ['cams', 'camads'] })
    const cam = {
      account: 'lisa88',
      name: 'Lisa',
      age: 29,
      gender: 'female',
      image: '/cam.jpg',
      online: true,
    }
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/xcams/search.php')
          ? json({ cams: [cam] })
          : json(answer([1, 2, 3, 4, 5, 6], 6, cachedFilters)),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    const open = vi.fn()
    vi.stubGlobal('open', open)

    await renderPage()
    const camTile = await screen.findByRole('button', { name: /Lisa, live webcam/ })
    const grid = screen.getByRole('list', { name: 'Search results' })
    const items = within(grid).getAllByRole('listitem')
    expect(items[1]?.contains(camTile)).toBe(true)
    expect(within(items[5] as HTMLElement).getByText('Live webcams')).toBeTruthy()
    expect(within(grid).getAllByText('Ad · partner')).toHaveLength(2)
    expect(callsTo(fetchMock, '/api/xcams/search.php')[0]?.get('gender')).toBe('female')

    fireEvent.click(camTile)
    expect(open).toHaveBeenCalledWith(
      '/api/xcams/redirect.php?account=lisa88',
      '_blank',
      'noopener,noreferrer',
    )
  })
})

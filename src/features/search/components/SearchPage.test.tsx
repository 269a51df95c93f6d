import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FilterOptions } from '../../../contract/search'
import { db } from '../../../db'
import { MATCH_CHOICES_KEY, storeMatchChoices } from '../../../lib/match-choices'
import { store } from '../../../lib/store'
import { userAtom, settingsAtom } from '../../../session'
import { card, cards, member, SEARCH_SETTINGS } from '../test-data'
import { SearchPage } from './SearchPage'

const cachedFilters: FilterOptions = {
  gender: 'female',
  min_age: 26,
  max_age: 35,
  country: 'NL',
  countryregion: '',
}

async function renderPage() {
  i18n.load('en', {})
  i18n.activate('en')
  const rootRoute = createRootRoute({ component: () => <SearchPage /> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/members'] }),
  })
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  )
  await screen.findByRole('heading', { name: 'Search members' })
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

const answer = (ids: number[], num_results: number, filters: FilterOptions, page = 1) => ({
  profiles: ids.map((id) => card(id)),
  paging: { num_results, page, pp: 12 },
  filter_options: filters,
})

/** An IntersectionObserver under which every watched element is in view: scrolled to. */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.report(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    )
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

/** The query of every call to `path` so far. */
function callsTo(fetchMock: ReturnType<typeof vi.fn>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams)
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

describe('SearchPage', () => {
  beforeEach(async () => {
    await db.clearAll()
    store.set(settingsAtom, SEARCH_SETTINGS)
    store.set(userAtom, member())
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

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

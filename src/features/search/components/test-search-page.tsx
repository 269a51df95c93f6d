// The search page tests' setup (SearchPage.test.tsx, SearchPageResults.test.tsx): the page in
// the app's providers on /members, a signed-in member with an empty cache before each test,
// the server's answers as the page meets them, and an IntersectionObserver that reports every
// element in view (happy-dom's never does).
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { afterEach, beforeEach, vi } from 'vitest'
import type { FilterOptions } from '../../../contract/search'
import { db } from '../../../db'
import { store } from '../../../lib/store'
import { userAtom, settingsAtom } from '../../../session'
import { card, member, SEARCH_SETTINGS } from '../test-data'
import { SearchPage } from './SearchPage'

/** Registers the per-test setup: an empty cache, the site and member set, quiet logs. */
export function setUpSearchPageTests() {
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
}

export const cachedFilters: FilterOptions = {
  gender: 'female',
  min_age: 26,
  max_age: 35,
  country: 'NL',
  countryregion: '',
  verified: false,
  online: false,
}

/** Renders the page on /members and waits for its heading. */
export async function renderPage() {
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

/** A JSON answer, as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** A search answer: the cards of `ids`, the paging and the filters the server applied. */
export const answer = (ids: number[], num_results: number, filters: FilterOptions, page = 1) => ({
  profiles: ids.map((id) => card(id)),
  paging: { num_results, page, pp: 12 },
  filter_options: filters,
})

/** An IntersectionObserver under which every watched element is in view: scrolled to. */
export class InViewObserver {
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
export function callsTo(fetchMock: ReturnType<typeof vi.fn>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams)
}

export const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => from + i)

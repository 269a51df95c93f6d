import 'fake-indexeddb/auto'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserResponse } from '../../contract/user'
import type { Visitor, VisitorsResponse } from '../../contract/visitors'
import { db } from '../../db'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { clearSession } from '../../session/test-session'
import { member, testCard } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { LikesPage } from './LikesPage'
import { VisitorsList } from './VisitorsList'

const OLDER = '2026-11-20T09:00:00.000Z'
const NEWEST = '2026-11-24T10:00:00.000Z'
const MIDDLE = '2026-11-22T18:30:00.000Z'

const blurred = (visit: number, at: string, isNew: boolean, visits = 1): Visitor => ({
  at,
  new: isNew,
  visits,
  member: null,
  blurred_photo: `/api/visitor_photo.php?visit=${visit}`,
})

const WITHOUT_PREMIUM: VisitorsResponse = {
  premium: false,
  total: 3,
  new: 2,
  visitors: [
    blurred(31, NEWEST, true),
    blurred(30, MIDDLE, true, 3),
    { ...blurred(29, OLDER, false), blurred_photo: null },
  ],
}

const WITH_PREMIUM: VisitorsResponse = {
  premium: true,
  total: 2,
  new: 1,
  // Out of order on purpose: the list and the seen mark go by `at`.
  visitors: [
    {
      at: OLDER,
      new: false,
      visits: 1,
      member: testCard({ id: 51, name: 'Lotte' }),
      blurred_photo: null,
    },
    {
      at: NEWEST,
      new: true,
      visits: 2,
      member: testCard({ id: 52, name: 'Sanne' }),
      blurred_photo: null,
    },
  ],
}

/** The server: GET visitors answers `answer`, POST (seen) 204, user.php the member after it. */
function serve(answer: VisitorsResponse | (() => Promise<Response>), after: UserResponse) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname
    const method = init?.method ?? 'GET'
    if (path === '/api/visitors.php' && method === 'POST')
      return Promise.resolve(new Response(null, { status: 204 }))
    if (path === '/api/visitors.php')
      return typeof answer === 'function' ? answer() : Promise.resolve(jsonAnswer(200, answer))
    if (path === '/api/user.php') return Promise.resolve(jsonAnswer(200, after))
    if (path === '/api/likes.php')
      return Promise.resolve(jsonAnswer(200, { profiles: [], liked_by: [] }))
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: path } }))
  })
  vi.stubGlobal('fetch', fetch)
  return {
    seen: () =>
      fetch.mock.calls
        .filter(([url, init]) => url.startsWith('/api/visitors.php') && init?.method === 'POST')
        .map(([, init]) => JSON.parse(init?.body as string) as unknown),
  }
}

const items = () => screen.getAllByTestId('visitor')

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
  await db.clearAll()
})

describe('VisitorsList', () => {
  it('shows a member without premium how many came and when, never who, and the way to premium', async () => {
    store.set(userAtom, member({ visitors_new: 2 }))
    const server = serve(WITHOUT_PREMIUM, member({ visitors_new: 0 }))
    await renderInApp(() => <VisitorsList />, '/likes/visitors')

    const list = await screen.findByTestId('visitors-list')
    expect(screen.getByTestId('visitors-total').textContent).toBe('3 members visited your profile')
    expect(items().map((item) => item.getAttribute('data-new'))).toEqual(['true', 'true', 'false'])
    const photos = screen.getAllByTestId('visitor-blurred')
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/api/visitor_photo.php?visit=31',
      '/api/visitor_photo.php?visit=30',
    ])
    expect(photos.every((photo) => photo.getAttribute('alt') === 'A visitor')).toBe(true)
    // The visitor without a photo: a silhouette that says no more.
    expect(within(items()[2]!).getByRole('img', { name: 'A visitor' })).toBeTruthy()
    expect(items()[1]!.textContent).toContain('3 visits')
    expect(items()[0]!.textContent).toContain('New')
    expect(items()[0]!.textContent).toContain('Visited')
    // No tile leads anywhere, and no name or profile is in the list.
    for (const item of items()) expect(within(item).queryByRole('link')).toBeNull()
    expect(list.querySelector('a[href^="/members/"]')).toBeNull()

    const cta = screen.getByTestId('visitors-premium-cta')
    const link = within(cta).getByRole('link', { name: 'See who visited you — with premium' })
    expect(link.getAttribute('href')).toBe('/premium')

    // Shown: seen up to the newest visit, and the user asked again so the counts clear.
    await waitFor(() => expect(server.seen()).toEqual([{ until: NEWEST }]))
    await waitFor(() => expect(store.get(userAtom)?.visitors_new).toBe(0))
  })

  it("shows a premium member the visitors' cards, newest first, and marks them seen", async () => {
    store.set(userAtom, member({ visitors_new: 1, premium_until: '2099-01-01T00:00:00.000Z' }))
    const server = serve(WITH_PREMIUM, member({ visitors_new: 0 }))
    await renderInApp(() => <VisitorsList />, '/likes/visitors')

    await screen.findByTestId('visitors-list')
    const [first, second] = items()
    expect(within(first!).getByRole('link', { name: 'Sanne' }).getAttribute('href')).toBe(
      '/members/52',
    )
    expect(first!.getAttribute('data-new')).toBe('true')
    expect(first!.textContent).toContain('New')
    expect(first!.textContent).toContain('Visited')
    expect(within(second!).getByRole('link', { name: 'Lotte' })).toBeTruthy()
    expect(second!.getAttribute('data-new')).toBe('false')
    expect(screen.queryByTestId('visitors-premium-cta')).toBeNull()
    expect(screen.queryByTestId('visitor-blurred')).toBeNull()
    await waitFor(() => expect(server.seen()).toEqual([{ until: NEWEST }]))
  })

  it('marks nothing seen when nothing is new', async () => {
    store.set(userAtom, member())
    const server = serve({ ...WITHOUT_PREMIUM, new: 0 }, member())
    await renderInApp(() => <VisitorsList />, '/likes/visitors')
    await screen.findByTestId('visitors-list')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.seen()).toEqual([])
  })

  it('says when nobody visited yet, with the way to the members', async () => {
    store.set(userAtom, member())
    serve({ premium: false, total: 0, new: 0, visitors: [] }, member())
    await renderInApp(() => <VisitorsList />, '/likes/visitors')
    const list = await screen.findByTestId('visitors-list')
    expect(list.textContent).toContain('No visitors yet')
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/members')
  })

  it('says it is offline when nothing could be loaded', async () => {
    store.set(userAtom, member())
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    serve(() => Promise.reject(new TypeError('Failed to fetch')), member())
    await renderInApp(() => <VisitorsList />, '/likes/visitors')
    const failure = await screen.findByTestId('visitors-failure')
    expect(failure.textContent).toContain('You seem to be offline')
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('LikesPage', () => {
  it('has a Visitors tab with the new visitors as its count', async () => {
    store.set(userAtom, member({ visitors_new: 4 }))
    serve({ premium: false, total: 0, new: 0, visitors: [] }, member({ visitors_new: 4 }))
    await renderInApp(() => <LikesPage tab="visitors" />, '/likes/visitors')
    const tab = screen.getByRole('link', { name: /Visitors/ })
    expect(tab.getAttribute('href')).toBe('/likes/visitors')
    expect(tab.getAttribute('aria-current')).toBe('page')
    expect(tab.textContent).toBe('Visitors4 new')
    await screen.findByTestId('visitors-list')
  })
})

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DiscoverResponse } from '../../contract/discover'
import type { MemberCard } from '../../contract/members'
import { store } from '../../lib/store'
import { toastsAtom } from '../../ui/toast-state'
import { testCard } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { DiscoverPage } from './DiscoverPage'

const EVA = testCard({ id: 11, name: 'Eva', age: 31, fictional: true, verified: true })
const LOTTE = testCard({ id: 12, name: 'Lotte', age: 28, city: 'Haarlem' })

/** The server: GET answers `deck`, POST (a pass) is kept and answered. */
function serve(deck: MemberCard[]) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname
    if (path === '/api/discover.php' && init?.method === 'POST')
      return Promise.resolve(jsonAnswer(200, { passed: true, until: '2027-01-01T00:00:00.000Z' }))
    if (path === '/api/discover.php')
      return Promise.resolve(jsonAnswer(200, { profiles: deck } satisfies DiscoverResponse))
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: path } }))
  })
  vi.stubGlobal('fetch', fetch)
  return {
    passes: () =>
      fetch.mock.calls
        .filter(([url, init]) => url.startsWith('/api/discover.php') && init?.method === 'POST')
        .map(([, init]) => JSON.parse(init?.body as string) as unknown),
  }
}

/** The card on screen (the one under it is hidden from assistive technology). */
const card = () => screen.getByRole('article')
/** The card on screen is `name` ("Eva, 31": the heading's text, as a browser names it). */
const onTop = (name: string) =>
  waitFor(() => expect(within(card()).getByRole('heading').textContent).toBe(name))
const key = (name: string) => fireEvent.keyDown(window, { key: name })

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(toastsAtom, [])
})

describe('DiscoverPage', () => {
  it('shows one member at a time, a fictional one saying so in words; → likes, ← passes', async () => {
    const server = serve([EVA, LOTTE])
    const like = vi.fn(() => Promise.resolve())
    await renderInApp(() => <DiscoverPage like={like} />, '/discover')

    await onTop('Eva, 31')
    expect(within(card()).getByText('Fictional profile')).toBeTruthy()
    expect(within(card()).getByText('Verified')).toBeTruthy()
    expect(within(card()).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/members/11',
    )
    expect(screen.getAllByRole('article')).toHaveLength(1)

    key('ArrowRight')
    expect(like).toHaveBeenCalledWith(EVA)
    await onTop('Lotte, 28')
    expect(within(card()).queryByText('Fictional profile')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Pass' }))
    await waitFor(() => expect(server.passes()).toEqual([{ profile: 12 }]))
    const empty = await screen.findByTestId('discover-empty')
    expect(within(empty).getByRole('link', { name: 'Change my search' }).getAttribute('href')).toBe(
      '/members',
    )
  })

  it('puts the member back when the like fails, and says so', async () => {
    serve([EVA, LOTTE])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const like = vi.fn(() => Promise.reject(new Error('down')))
    await renderInApp(() => <DiscoverPage like={like} />, '/discover')
    await onTop('Eva, 31')
    fireEvent.click(screen.getByRole('button', { name: 'Like' }))
    expect(within(card()).getByRole('heading').textContent).toBe('Lotte, 28')
    await onTop('Eva, 31')
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.body)).toEqual([
        'Your like for Eva could not be saved. Please try again.',
      ]),
    )
    expect(logged).toHaveBeenCalledWith('Discover: the like failed', expect.any(Error))
  })

  it('waits offline: the buttons and keys do nothing, and the page says why', async () => {
    const server = serve([EVA, LOTTE])
    const like = vi.fn(() => Promise.resolve())
    await renderInApp(() => <DiscoverPage like={like} />, '/discover')
    await onTop('Eva, 31')
    setOnline(false)
    expect(await screen.findByText(/You are offline\. Liking and passing/)).toBeTruthy()
    const buttons = [screen.getByRole('button', { name: 'Like' })]
    buttons.push(screen.getByRole('button', { name: 'Pass' }))
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true])
    key('ArrowLeft')
    key('ArrowRight')
    expect(like).not.toHaveBeenCalled()
    expect(server.passes()).toEqual([])
    setOnline(true)
    await waitFor(() => expect(screen.queryByText(/You are offline/)).toBeNull())
  })
})

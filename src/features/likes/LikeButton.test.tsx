import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MemberCard } from '../../contract/members'
import { db } from '../../db'
import { store } from '../../lib/store'
import { toastsAtom } from '../../ui/toast-state'
import { userAtom, onLikesChanged } from '../../session'
import { onEngagement } from '../../session/engagement'
import { clearMatchMoments, matchMomentAtom } from '../../session/match'
import { LikeButton } from './LikeButton'
import { member, testCard } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'

/** A fetch whose answer the test gives when it wants to. */
function pendingFetch() {
  let answer: (response: Response) => void = () => undefined
  const fetchMock = vi.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, answer: (response: Response) => answer(response) }
}

/** The button for `card`, cached as a page shows it, with a fetch the test answers. */
async function renderButton(card: MemberCard) {
  await db.profiles.put({ ...card, cachedAt: 0 })
  const call = pendingFetch()
  await renderInApp(() => <LikeButton profile={card} />)
  return call
}

beforeEach(() => {
  store.set(userAtom, member())
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(userAtom, undefined)
  store.set(toastsAtom, [])
  clearMatchMoments()
  await db.clearAll()
})

describe('LikeButton', () => {
  it('likes at once, confirms with POST /api/likes.php and reloads the likes list', async () => {
    const reloaded = vi.fn()
    const engaged = vi.fn()
    const off = onLikesChanged(reloaded)
    const offEngagement = onEngagement(engaged)
    const card = testCard()
    const call = await renderButton(card)
    const button = await screen.findByRole('button', { name: /like/i })
    fireEvent.click(button)

    // Optimistic: the card flips before the server answered.
    await waitFor(() => expect(button.dataset.liked).toBe('true'))
    expect((await db.profiles.get(42))?.did_like_profile).toBe(true)
    expect(call.fetchMock).toHaveBeenCalledOnce()
    const [url, init] = call.fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/likes.php')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(init?.body as string)).toEqual({ profile: 42 })

    // The like counts for the install prompt's moment once the server confirmed it.
    expect(engaged).not.toHaveBeenCalled()
    call.answer(jsonAnswer(200, { did_like_profile: true }))
    await waitFor(() => expect(reloaded).toHaveBeenCalledOnce())
    expect(screen.getByRole('button', { name: /unlike/i }).dataset.liked).toBe('true')
    expect(engaged).toHaveBeenCalledExactlyOnceWith('like')
    off()
    offEngagement()
  })

  it('a like back: its new mark goes at once and the match moment shows (issue 28 §6)', async () => {
    await db.likes.put({
      owner: 7,
      profiles: [],
      liked_by: [{ id: 42, like_new: true, liked_at: '2025-01-01T00:00:00.000Z' }],
      cachedAt: 0,
    })
    const call = await renderButton(testCard())
    fireEvent.click(await screen.findByRole('button', { name: /like/i }))
    await waitFor(() => expect(call.fetchMock).toHaveBeenCalledOnce())
    call.answer(jsonAnswer(200, { did_like_profile: true, match: true }))
    await waitFor(() => expect(store.get(matchMomentAtom)).toBe(42))
    expect((await db.likes.get(7))?.liked_by).toEqual([
      { id: 42, like_new: false, liked_at: '2025-01-01T00:00:00.000Z' },
    ])
  })

  it('rolls back and says so when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const card = testCard({ did_like_profile: true })
    const call = await renderButton(card)
    const button = await screen.findByRole('button', { name: /unlike/i })
    fireEvent.click(button)
    await waitFor(() => expect(button.dataset.liked).toBe('false'))
    expect(call.fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE' })

    const engaged = vi.fn()
    const off = onEngagement(engaged)
    call.answer(jsonAnswer(500, { error: { code: 'internal', message: 'boom' } }))
    await waitFor(() => expect(button.dataset.liked).toBe('true'))
    off()
    // An unlike (failed or not) is no engagement.
    expect(engaged).not.toHaveBeenCalled()
    expect((await db.profiles.get(42))?.did_like_profile).toBe(true)
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'danger',
        body: 'Your like for Eva could not be removed. Please try again.',
      }),
    ])
  })

  it('sends a visitor to sign up from this member’s page', async () => {
    store.set(userAtom, null)
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const card = testCard()
    const { router } = await renderInApp(() => <LikeButton profile={card} />, '/members/42')
    fireEvent.click(await screen.findByRole('button', { name: /like/i }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/42/signup'))
    expect(fetchMock).not.toHaveBeenCalled()
  })
  it('right after a reload waits for the session rather than taking a member for a visitor', async () => {
    store.set(userAtom, undefined)
    const card = testCard()
    await db.profiles.put({ ...card, cachedAt: 0 })
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(url)
        return Promise.resolve(
          url === '/api/user.php'
            ? jsonAnswer(200, member())
            : jsonAnswer(200, { did_like_profile: true }),
        )
      }),
    )
    const { router } = await renderInApp(() => <LikeButton profile={card} />, '/members/42')
    fireEvent.click(await screen.findByRole('button', { name: /like/i }))
    await waitFor(() => expect(calls).toEqual(['/api/user.php', '/api/likes.php']))
    expect(router.state.location.pathname).toBe('/members/42')
    await waitFor(() => expect(screen.getByRole('button', { name: /unlike/i })).toBeTruthy())
  })
})

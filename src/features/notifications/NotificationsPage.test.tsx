import 'fake-indexeddb/auto'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dispatchLive } from '../../api/live'
import type { NotificationSettings } from '../../contract/notifications'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { NotificationsPage } from './NotificationsPage'

const SETTINGS: NotificationSettings = {
  push_messages: true,
  push_likes: false,
  previews: true,
  mail_messages: 'daily',
  mail_likes: 'never',
}

/** The page's calls; the notification loads wait for the test while `held` is set. */
function serve(settings: () => Response = () => jsonAnswer(200, SETTINGS)) {
  const loads: Array<{ signal: AbortSignal | null | undefined; answer: () => void }> = []
  let held = false
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/notification_settings.php')) return Promise.resolve(settings())
    if (url.startsWith('/api/notifications.php') && (init?.method ?? 'GET') === 'GET') {
      return new Promise<Response>((resolve) => {
        const answer = () => resolve(jsonAnswer(200, { items: [], unseen: 0 }))
        loads.push({ signal: init?.signal, answer })
        if (!held) answer()
      })
    }
    return Promise.resolve(jsonAnswer(404, { error: { code: 'not_found', message: url } }))
  })
  vi.stubGlobal('fetch', fetch)
  return {
    loads,
    hold: (value: boolean) => {
      held = value
    },
  }
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const like = () => act(() => dispatchLive('like', null, JSON.stringify({ profile: 3 })))

beforeEach(() => {
  store.set(userAtom, member())
  // The reload's delay is faked; the router's own waits pass in real time too.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  store.set(userAtom, undefined)
})

describe('NotificationsPage', () => {
  it('loads on open, and once for a burst of live events, one load at a time', async () => {
    const { loads, hold } = serve()
    await renderInApp(() => <NotificationsPage />, '/notifications')
    await pass(0)
    expect(loads).toHaveLength(1)

    like()
    await pass(100)
    like()
    like()
    await pass(200)
    expect(loads).toHaveLength(1)
    await pass(100)
    expect(loads).toHaveLength(2)

    // An event while a load runs: that load is dropped, and the next one comes after the wait.
    hold(true)
    like()
    await pass(300)
    expect(loads).toHaveLength(3)
    like()
    expect(loads[2]?.signal?.aborted).toBe(true)
    await pass(300)
    expect(loads).toHaveLength(4)
    expect(loads[3]?.signal?.aborted).toBe(false)
  })

  it('shows the settings once loaded, or why they could not be', async () => {
    serve()
    await renderInApp(() => <NotificationsPage />, '/notifications')
    const likes = await screen.findByRole('switch', { name: 'New likes' })
    expect((likes as HTMLInputElement).checked).toBe(false)
    cleanup()

    serve(() => jsonAnswer(500, { error: { code: 'internal', message: 'x' } }))
    await renderInApp(() => <NotificationsPage />, '/notifications')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    )
  })
})

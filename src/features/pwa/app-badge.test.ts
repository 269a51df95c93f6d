import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearBadgeSources, setBadgeSource } from '../../session/badge'
import { startAppBadge } from './app-badge'
import { fakeServiceWorker } from './test-worker'

function stubBadging() {
  const setAppBadge = vi.fn(() => Promise.resolve())
  const clearAppBadge = vi.fn(() => Promise.resolve())
  Object.assign(navigator, { setAppBadge, clearAppBadge })
  return { setAppBadge, clearAppBadge }
}

let stop = () => undefined as unknown
afterEach(() => {
  clearBadgeSources()
  stop()
  Reflect.deleteProperty(navigator, 'setAppBadge')
  Reflect.deleteProperty(navigator, 'clearAppBadge')
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('the app badge', () => {
  it('shows the sum of its sources, clears at 0 and tells the worker each total', async () => {
    const badge = stubBadging()
    const worker = fakeServiceWorker()
    stop = startAppBadge()
    setBadgeSource('likes', 2)
    setBadgeSource('messages', 3)
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(5)
    setBadgeSource('likes', 0)
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(3)
    setBadgeSource('messages', 0)
    expect(badge.clearAppBadge).toHaveBeenCalledOnce()
    await vi.waitFor(() =>
      expect(worker.sent).toEqual([
        { type: 'BADGE', count: 2 },
        { type: 'BADGE', count: 5 },
        { type: 'BADGE', count: 3 },
        { type: 'BADGE', count: 0 },
      ]),
    )
  })

  it('does nothing where the Badging API and workers are missing', () => {
    stop = startAppBadge()
    expect(() => setBadgeSource('likes', 1)).not.toThrow()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { badgeTotal, clearBadge, setBadgeSource } from './app-badge'

function stubBadging() {
  const setAppBadge = vi.fn(() => Promise.resolve())
  const clearAppBadge = vi.fn(() => Promise.resolve())
  Object.assign(navigator, { setAppBadge, clearAppBadge })
  return { setAppBadge, clearAppBadge }
}

afterEach(() => {
  clearBadge()
  Reflect.deleteProperty(navigator, 'setAppBadge')
  Reflect.deleteProperty(navigator, 'clearAppBadge')
})

describe('app badge', () => {
  it('shows the sum of its sources and clears at 0', () => {
    const badge = stubBadging()
    setBadgeSource('likes', 2)
    setBadgeSource('messages', 3)
    expect(badgeTotal()).toBe(5)
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(5)
    setBadgeSource('likes', 0)
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(3)
    setBadgeSource('messages', 0)
    expect(badge.clearAppBadge).toHaveBeenCalledTimes(1)
  })

  it('clears everything on logout', () => {
    const badge = stubBadging()
    setBadgeSource('likes', 4)
    clearBadge()
    expect(badgeTotal()).toBe(0)
    expect(badge.clearAppBadge).toHaveBeenCalled()
  })

  it('does nothing where the Badging API is missing', () => {
    expect(() => setBadgeSource('likes', 1)).not.toThrow()
    expect(badgeTotal()).toBe(1)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createBadge } from './badge'
import { fakeBadgeNavigator } from './test/fakes'

describe('the worker badge', () => {
  it('shows a positive total, clears at 0', async () => {
    const navigator = fakeBadgeNavigator()
    const badge = createBadge(navigator)
    await badge.show(3)
    await badge.show(0)
    expect(navigator.calls).toEqual([3, 'clear'])
  })

  it("remembers the page's total without setting it again", () => {
    const navigator = fakeBadgeNavigator()
    const badge = createBadge(navigator)
    badge.remember(5)
    expect(badge.count).toBe(5)
    expect(navigator.calls).toEqual([])
  })

  it('survives a browser without badging or one that refuses it', async () => {
    await expect(createBadge({}).show(2)).resolves.toBeUndefined()
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const refusing = createBadge({ setAppBadge: () => Promise.reject(new Error('not allowed')) })
    await expect(refusing.show(2)).resolves.toBeUndefined()
    expect(debug).toHaveBeenCalled()
    debug.mockRestore()
  })
})

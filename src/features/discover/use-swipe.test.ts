import { describe, expect, it } from 'vitest'
import { SWIPE_PX, swipeDecision } from './use-swipe'

describe('swipeDecision', () => {
  it('decides past SWIPE_PX either way, slowly too', () => {
    expect(swipeDecision(SWIPE_PX, 2000)).toBe('like')
    expect(swipeDecision(-SWIPE_PX, 2000)).toBe('pass')
    expect(swipeDecision(SWIPE_PX - 1, 2000)).toBeNull()
  })

  it('decides a quick flick, not a small slip', () => {
    expect(swipeDecision(40, 50)).toBe('like')
    expect(swipeDecision(-40, 50)).toBe('pass')
    expect(swipeDecision(20, 10)).toBeNull()
    expect(swipeDecision(0, 0)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { SYNC_INTERVAL_MS, syncThrottle } from './sync-throttle'

describe('syncThrottle', () => {
  it('lets one look per order through each interval', () => {
    const throttle = syncThrottle(3_000)
    expect(throttle.claim(1, 10_000)).toBe(true)
    expect(throttle.claim(1, 10_001)).toBe(false)
    expect(throttle.claim(1, 12_999)).toBe(false)
    expect(throttle.claim(1, 13_000)).toBe(true)
    expect(throttle.claim(1, 15_999)).toBe(false)
  })

  it('keeps orders apart', () => {
    const throttle = syncThrottle(3_000)
    expect(throttle.claim(1, 10_000)).toBe(true)
    expect(throttle.claim(2, 10_000)).toBe(true)
    expect(throttle.claim(1, 10_500)).toBe(false)
    expect(throttle.claim(2, 10_500)).toBe(false)
  })

  it('remembers a refused look as nothing: the interval runs from the last look let through', () => {
    const throttle = syncThrottle(3_000)
    expect(throttle.claim(1, 10_000)).toBe(true)
    expect(throttle.claim(1, 12_000)).toBe(false)
    expect(throttle.claim(1, 13_000)).toBe(true)
  })

  it('forgets every order once it holds more than its bound', () => {
    const throttle = syncThrottle(3_000, 2)
    expect(throttle.claim(1, 10_000)).toBe(true)
    expect(throttle.claim(2, 10_000)).toBe(true)
    expect(throttle.claim(1, 10_001)).toBe(false)
    // A third order passes the bound: all are forgotten, so the first may look again early.
    expect(throttle.claim(3, 10_002)).toBe(true)
    expect(throttle.claim(1, 10_003)).toBe(true)
  })

  it('waits 3 s by default, and uses the clock when no time is given', () => {
    expect(SYNC_INTERVAL_MS).toBe(3_000)
    const throttle = syncThrottle()
    expect(throttle.claim(7)).toBe(true)
    expect(throttle.claim(7)).toBe(false)
  })
})

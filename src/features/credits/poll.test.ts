import { describe, expect, it } from 'vitest'
import { pollDelay } from './poll'

describe('pollDelay', () => {
  it('asks every 2 s, after 30 s every 5 s, and stops after 10 minutes', () => {
    expect(pollDelay(0)).toBe(2000)
    expect(pollDelay(29_999)).toBe(2000)
    expect(pollDelay(30_000)).toBe(5000)
    expect(pollDelay(599_999)).toBe(5000)
    expect(pollDelay(600_000)).toBeNull()
  })
})

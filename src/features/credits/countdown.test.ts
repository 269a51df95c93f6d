import { describe, expect, it } from 'vitest'
import { countsDown, formatCountdown } from './countdown'

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, hours past a day too', () => {
    expect(formatCountdown(((5 * 60 + 7) * 60 + 9) * 1000)).toBe('05:07:09')
    expect(formatCountdown(72 * 3_600_000 - 1000)).toBe('71:59:59')
    expect(formatCountdown(59_999)).toBe('00:00:59')
  })

  it('never goes below zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5000)).toBe('00:00:00')
  })
})

describe('countsDown', () => {
  it('counts down within 72 hours, else shows the date', () => {
    expect(countsDown(47 * 3_600_000)).toBe(true)
    expect(countsDown(72 * 3_600_000)).toBe(true)
    expect(countsDown(72 * 3_600_000 + 1)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const before = (ms: number) => new Date(NOW - ms).toISOString()

describe('timeAgo', () => {
  it('says the largest whole unit, in the interface language', () => {
    expect(timeAgo(before(10_000), 'en', NOW)).toBe('now')
    expect(timeAgo(before(5 * 60_000), 'en', NOW)).toBe('5 minutes ago')
    expect(timeAgo(before(26 * 3_600_000), 'en', NOW)).toBe('yesterday')
    expect(timeAgo(before(15 * 86_400_000), 'en', NOW)).toBe('2 weeks ago')
    expect(timeAgo(before(2 * 3_600_000), 'nl', NOW)).toBe('2 uur geleden')
    expect(timeAgo(before(5 * 60_000), 'pl', NOW)).toBe('5 minut temu')
  })

  it('treats a time ahead of the clock (a skewed phone) as now', () => {
    expect(timeAgo(before(-60_000), 'en', NOW)).toBe('now')
  })
})

import { describe, expect, it } from 'vitest'
import { ageOn } from '../../../src/contract/rules'
import { birthDateRange, bornOnOrBefore } from './birth-date-range'

describe('birthDateRange', () => {
  const now = new Date('2026-05-10T12:00:00Z')

  it('agrees with ageOn at the edges', () => {
    const { latest, after } = birthDateRange(26, 35, now)
    expect(latest).toBe('2000-05-10')
    expect(ageOn(latest, now)).toBe(26)
    expect(ageOn('2000-05-11', now)).toBe(25)
    expect(after).toBe('1990-05-10')
    expect(ageOn('1990-05-11', now)).toBe(35)
    expect(ageOn('1990-05-10', now)).toBe(36)
    expect(birthDateRange(65, null, now).after).toBeNull()
  })

  it('handles 29 February in a year without one', () => {
    const leapDay = new Date('2024-02-29T08:00:00Z')
    expect(bornOnOrBefore(18, leapDay)).toBe('2006-02-28')
    expect(ageOn('2006-02-28', leapDay)).toBe(18)
    expect(bornOnOrBefore(20, leapDay)).toBe('2004-02-29')
  })
})

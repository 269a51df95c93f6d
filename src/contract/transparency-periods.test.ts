import { describe, expect, it } from 'vitest'
import { parsePeriod, periodOf, periodsBetween } from './transparency-periods'

describe('the half years of the transparency report', () => {
  it('reads a code as its first instant and the first instant after it, in UTC', () => {
    expect(parsePeriod('2026-H1')).toEqual({
      code: '2026-H1',
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-07-01T00:00:00Z'),
    })
    expect(parsePeriod('2026-H2')?.end).toEqual(new Date('2027-01-01T00:00:00Z'))
    for (const bad of ['2026-H3', '2026-h1', '26-H1', '2026-H1 ', '']) {
      expect(parsePeriod(bad)).toBeNull()
    }
  })

  it('puts the last instant of June in H1 and midnight of 1 July in H2', () => {
    expect(periodOf(new Date('2026-06-30T23:59:59.999Z'))).toBe('2026-H1')
    expect(periodOf(new Date('2026-07-01T00:00:00Z'))).toBe('2026-H2')
  })

  it('lists the half years between two instants, newest first, across a new year', () => {
    const first = new Date('2025-08-15T00:00:00Z')
    expect(periodsBetween(first, new Date('2027-01-02T00:00:00Z'))).toEqual([
      '2027-H1',
      '2026-H2',
      '2026-H1',
      '2025-H2',
    ])
    expect(periodsBetween(first, first)).toEqual(['2025-H2'])
  })
})

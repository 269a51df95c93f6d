import { describe, expect, it } from 'vitest'
import {
  DAYS,
  isComplete,
  isIos,
  joinDate,
  MONTHS,
  nativeBounds,
  partOrder,
  splitDate,
  yearOptions,
} from './date-parts'

describe('yearOptions', () => {
  it('runs from now − 18 down to now − 100 by default', () => {
    const years = yearOptions(2025)
    expect(years[0]).toBe('2007')
    expect(years.at(-1)).toBe('1925')
    expect(years).toHaveLength(83)
  })
  it('can run ascending and take other ages', () => {
    expect(yearOptions(2025, 20, 22, false)).toEqual(['2003', '2004', '2005'])
  })
})

describe('days and months', () => {
  it('offers 01–31 and 01–12', () => {
    expect(DAYS).toHaveLength(31)
    expect([DAYS[0], DAYS[30]]).toEqual(['01', '31'])
    expect(MONTHS).toHaveLength(12)
    expect([MONTHS[0], MONTHS[11]]).toEqual(['01', '12'])
  })
})

describe('partOrder', () => {
  it("follows the locale's order", () => {
    expect(partOrder('nl-NL')).toEqual(['day', 'month', 'year'])
    expect(partOrder('en-US')).toEqual(['month', 'day', 'year'])
    expect(partOrder('ja-JP')).toEqual(['year', 'month', 'day'])
  })
  it('falls back to day-month-year for a locale it cannot read', () => {
    expect(partOrder('!!')).toEqual(['day', 'month', 'year'])
  })
})

describe('splitDate and joinDate', () => {
  it('round-trips a full date', () => {
    expect(splitDate('1990-04-02')).toEqual({ year: '1990', month: '04', day: '02' })
    expect(joinDate({ year: '1990', month: '04', day: '02' })).toBe('1990-04-02')
  })
  it('uses zeros for missing parts, and nothing for nothing', () => {
    expect(joinDate({ year: '', month: '04', day: '' })).toBe('0000-04-00')
    expect(joinDate({ year: '', month: '', day: '' })).toBe('')
    expect(splitDate('0000-04-00')).toEqual({ year: '', month: '04', day: '' })
    expect(splitDate('')).toEqual({ year: '', month: '', day: '' })
  })
  it('is complete only with all three parts', () => {
    expect(isComplete({ year: '1990', month: '04', day: '' })).toBe(false)
    expect(isComplete({ year: '1990', month: '04', day: '02' })).toBe(true)
  })
})

describe('isIos', () => {
  it('recognises iPhone, iPad and iPadOS', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true)
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).toBe(true)
  })
  it('leaves Android and desktop Macs alone', () => {
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe(false)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).toBe(false)
  })
})

describe('nativeBounds', () => {
  it('spans the oldest allowed year to exactly 18 years ago', () => {
    expect(nativeBounds(new Date(2025, 5, 15))).toEqual({ min: '1925-01-01', max: '2007-06-15' })
  })
  it('turns 29 February into the 28th in a non-leap year', () => {
    expect(nativeBounds(new Date(2024, 1, 29)).max).toBe('2006-02-28')
  })
})

import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatVatRate } from './order-mail-render'

/** Intl writes no-break spaces in money and percentages: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney and formatVatRate', () => {
  it('write integer cents and basis points the locale’s way', () => {
    expect(plain(formatMoney('fr', 2995, 'EUR'))).toBe('29,95 €')
    expect(formatMoney('en', 5, 'GBP')).toBe('£0.05')
    expect(plain(formatMoney('pl', 12995, 'PLN'))).toBe('129,95 zł')
    expect(plain(formatVatRate('fr', 550))).toBe('5,5 %')
    expect(formatVatRate('en', 2100)).toBe('21%')
    expect(() => formatMoney('en', 29.95, 'EUR')).toThrow(RangeError)
  })
})

describe('formatDate', () => {
  it('writes the date and time in the member’s zone, with the zone’s name', () => {
    const at = new Date('2026-03-14T22:30:00Z')
    expect(formatDate('en', at, 'Europe/Amsterdam')).toBe('14 March 2026 at 23:30 CET')
    expect(formatDate('en', at, 'America/New_York')).toBe('14 March 2026 at 18:30 GMT-4')
    expect(formatDate('pl', at, 'Europe/Warsaw')).toBe('14 marca 2026 23:30 CET')
  })
})

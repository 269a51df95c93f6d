import { describe, expect, it } from 'vitest'
import { centsPer, formatMoney, formatRate, parseAmount } from './money'

// Intl puts a no-break space (U+00A0) or a narrow one (U+202F) between number and symbol.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('formats integer cents in the interface language', () => {
    const eur = { cents: 2995, currency: 'EUR' }
    expect(formatMoney(eur, 'en')).toBe('€29.95')
    expect(plain(formatMoney(eur, 'nl'))).toBe('€ 29,95')
    expect(plain(formatMoney(eur, 'de'))).toBe('29,95 €')
    expect(plain(formatMoney(eur, 'fr'))).toBe('29,95 €')
    expect(plain(formatMoney({ cents: 12995, currency: 'PLN' }, 'pl'))).toBe('129,95 zł')
    expect(plain(formatMoney({ cents: 119_995, currency: 'PLN' }, 'pl'))).toBe('1199,95 zł')
    expect(plain(formatMoney({ cents: 119_995, currency: 'EUR' }, 'fr'))).toBe('1 199,95 €')
    expect(formatMoney({ cents: 1295, currency: 'GBP' }, 'en')).toBe('£12.95')
  })

  it('shows whole amounts and single cents exactly', () => {
    expect(formatMoney({ cents: 100, currency: 'EUR' }, 'en')).toBe('€1.00')
    expect(formatMoney({ cents: 1, currency: 'EUR' }, 'en')).toBe('€0.01')
    expect(formatMoney({ cents: 0, currency: 'EUR' }, 'en')).toBe('€0.00')
    // 0.1 + 0.2 never appears: 30 cents are 30 cents.
    expect(formatMoney({ cents: 30, currency: 'EUR' }, 'en')).toBe('€0.30')
  })
})

describe('centsPer', () => {
  it('rounds half up', () => {
    expect(centsPer(2995, 25)).toBe(120)
    expect(centsPer(4495, 3)).toBe(1498)
    expect(centsPer(500, 0)).toBe(500)
  })
})

describe('formatRate', () => {
  it('shows basis points as a percentage', () => {
    expect(formatRate(2100, 'en')).toBe('21%')
    expect(plain(formatRate(2100, 'fr'))).toBe('21 %')
    expect(plain(formatRate(550, 'de'))).toBe('5,5 %')
  })
})

describe('parseAmount', () => {
  it('reads whole amounts and cents with a point or a comma', () => {
    expect(parseAmount('50')).toBe(5000)
    expect(parseAmount(' 49,95 ')).toBe(4995)
    expect(parseAmount('49.9')).toBe(4990)
    expect(parseAmount('1 000')).toBe(100_000)
    expect(parseAmount('0')).toBe(0)
  })

  it('refuses what is no amount', () => {
    for (const text of ['', 'abc', '-5', '5.999', '1e3', '5,00,00', '€5']) {
      expect(parseAmount(text), text).toBeNull()
    }
  })
})

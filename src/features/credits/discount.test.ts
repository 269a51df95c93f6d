import { describe, expect, it } from 'vitest'
import type { DiscountCode } from '../../contract/shop'
import { activeDiscount, applyDiscount, discountFor } from './discount'

const NOW = Date.parse('2026-05-01T12:00:00Z')
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString()

const welcome: DiscountCode = {
  code: 'WELCOME',
  kind: 'bonus',
  value: 25,
  applies_to: 'credits',
  source: 'welcome',
  expires: at(24 * 6),
}
const bonus50: DiscountCode = {
  code: 'BONUS50',
  kind: 'bonus',
  value: 50,
  applies_to: 'credits',
  source: 'time_bonus',
  expires: at(47),
}
const premium20: DiscountCode = {
  code: 'PREMIUM20',
  kind: 'percent',
  value: 20,
  applies_to: 'premium',
  source: 'time_bonus',
  expires: at(71),
}
const eur = (cents: number) => ({ cents, currency: 'EUR' })

describe('activeDiscount (spec §3)', () => {
  it('is the time bonus when there is one, else the welcome code', () => {
    expect(activeDiscount(bonus50, welcome, NOW)).toBe(bonus50)
    expect(activeDiscount(null, welcome, NOW)).toBe(welcome)
    expect(activeDiscount(bonus50, null, NOW)).toBe(bonus50)
    expect(activeDiscount(null, null, NOW)).toBeNull()
  })

  it('passes over a time bonus that ran out, and a welcome code that ran out', () => {
    const late = { ...bonus50, expires: at(-1) }
    expect(activeDiscount(late, welcome, NOW)).toBe(welcome)
    expect(activeDiscount(late, { ...welcome, expires: at(0) }, NOW)).toBeNull()
    expect(activeDiscount({ ...bonus50, expires: null }, welcome, NOW)?.code).toBe('BONUS50')
  })
})

describe('discountFor and applyDiscount', () => {
  it('applies a credits bonus to credits only', () => {
    expect(discountFor(welcome, 'credits')).toBe(welcome)
    expect(discountFor(welcome, 'premium')).toBeNull()
    expect(applyDiscount(welcome, 'credits', eur(2995), 250)).toEqual({
      price: eur(2995),
      listPrice: eur(2995),
      bonusCredits: 62,
    })
    expect(applyDiscount(bonus50, 'credits', eur(1495), 100).bonusCredits).toBe(50)
  })

  it('takes a percentage off premium, in whole cents, and leaves credits alone', () => {
    expect(applyDiscount(premium20, 'premium', eur(1995), 0)).toEqual({
      price: eur(1596),
      listPrice: eur(1995),
      bonusCredits: 0,
    })
    expect(applyDiscount(premium20, 'credits', eur(2995), 250).price).toEqual(eur(2995))
  })

  it('gives no bonus credits with premium even for a code of "all"', () => {
    expect(discountFor({ ...bonus50, applies_to: 'all' }, 'premium')).toBeNull()
    const all = { ...premium20, applies_to: 'all' as const }
    expect(applyDiscount(all, 'credits', eur(2995), 250).price).toEqual(eur(2396))
  })
})

import { describe, expect, it } from 'vitest'
import { bonusCredits, divideRounded, percentOff, vatIncluded } from './prices'

describe('the integer price rules', () => {
  it('rounds half up with integers only', () => {
    expect(divideRounded(5, 2)).toBe(3)
    expect(divideRounded(4, 2)).toBe(2)
    expect(divideRounded(7, 4)).toBe(2)
    expect(divideRounded(4, 3)).toBe(1)
    expect(divideRounded(0, 3)).toBe(0)
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError)
    expect(() => divideRounded(1, 0)).toThrow(RangeError)
  })

  it('finds the VAT inside a VAT-included price, exact to the cent for NL, BE and DE', () => {
    // €14.95 at 21 % (NL, BE): 1495 × 21 / 121 = 259.46… → 259; net 1236.
    expect(vatIncluded(1495, 2100)).toBe(259)
    // €29.95 at 21 %: 519.79… → 520.
    expect(vatIncluded(2995, 2100)).toBe(520)
    // DE, 19 %: €29.95 → 478.19… → 478; €14.95 → 238.69… → 239; €119.95 → 1915.16… → 1915.
    expect(vatIncluded(2995, 1900)).toBe(478)
    expect(vatIncluded(1495, 1900)).toBe(239)
    expect(vatIncluded(11995, 1900)).toBe(1915)
    expect(vatIncluded(1596, 2100)).toBe(277)
    expect(vatIncluded(1000, 0)).toBe(0)
    expect(vatIncluded(0, 2100)).toBe(0)
    // Exactly half a cent rounds up: 50 × 10,000 / 20,000 = 25; 121 × 21 / 121 = 21.
    expect(vatIncluded(121, 2100)).toBe(21)
    expect(vatIncluded(50, 10_000)).toBe(25)
  })

  it('takes a percentage off in whole cents and gives bonus credits rounded down', () => {
    expect(percentOff(1495, 20)).toBe(1196)
    expect(percentOff(1995, 20)).toBe(1596)
    expect(percentOff(1495, 50)).toBe(747) // 747.5 off rounds up to 748
    expect(percentOff(1995, 100)).toBe(0)
    expect(bonusCredits(250, 25)).toBe(62)
    expect(bonusCredits(100, 50)).toBe(50)
  })
})

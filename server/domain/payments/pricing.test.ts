import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE } from '../sites/default-site'
import {
  bonusCredits,
  countryTerms,
  divideRounded,
  paymentCountry,
  percentOff,
  vatIncluded,
} from './pricing'

describe('pricing in integer cents', () => {
  it('rounds half up with integers only', () => {
    expect(divideRounded(5, 2)).toBe(3)
    expect(divideRounded(4, 2)).toBe(2)
    expect(divideRounded(7, 4)).toBe(2)
    expect(divideRounded(0, 3)).toBe(0)
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError)
  })

  it('finds the VAT inside a VAT-included price, exact to the cent for NL, BE and DE', () => {
    // €14.95 at 21 %: 1495 × 21 / 121 = 259.46… → 259; net 1236.
    expect(vatIncluded(1495, 2100)).toBe(259)
    // €29.95 at 21 % (BE has NL's rate): 519.79… → 520.
    expect(vatIncluded(2995, 2100)).toBe(520)
    // €29.95 at 19 % (DE): 478.19… → 478.
    expect(vatIncluded(2995, 1900)).toBe(478)
    // €119.95 at 19 %: 1915.16… → 1915.
    expect(vatIncluded(11995, 1900)).toBe(1915)
    expect(vatIncluded(1000, 0)).toBe(0)
    // Exactly half a cent rounds up: 121 × 21 / 121 = 21; 50 × 100 / 200 = 25.
    expect(vatIncluded(121, 2100)).toBe(21)
    expect(vatIncluded(50, 10_000)).toBe(25)
  })

  it('takes a percentage off in whole cents and gives bonus credits rounded down', () => {
    expect(percentOff(1495, 20)).toBe(1196) // 299 off
    expect(percentOff(1495, 50)).toBe(747) // 747.5 off rounds up to 748
    expect(percentOff(1995, 100)).toBe(0)
    expect(bonusCredits(250, 25)).toBe(62)
    expect(bonusCredits(100, 50)).toBe(50)
  })

  it('chooses the payment country and its terms', () => {
    expect(paymentCountry(DEFAULT_SITE, 'US', 'BE', 'NL')).toBe('BE')
    expect(paymentCountry(DEFAULT_SITE, null, undefined)).toBe('NL')
    expect(countryTerms(DEFAULT_SITE, 'NL')).toMatchObject({
      currency: 'EUR',
      vatRate: 2100,
      methods: ['ideal', 'creditcard'],
    })
    expect(countryTerms(DEFAULT_SITE, 'BE').methods).toEqual(['bancontact', 'creditcard'])
    expect(countryTerms(DEFAULT_SITE, 'DE').methods).toEqual(['creditcard', 'paypal'])
    expect(countryTerms(DEFAULT_SITE, 'PL')).toMatchObject({
      currency: 'PLN',
      methods: ['creditcard'],
    })
  })
})

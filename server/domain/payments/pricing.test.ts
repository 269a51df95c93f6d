import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE } from '../sites/default-site'
import { countryTerms, paymentCountry } from './pricing'

describe('the payment country', () => {
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

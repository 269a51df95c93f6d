import { afterEach, describe, expect, it } from 'vitest'
import type { DiscountCode } from '../../contract/shop'
import { afterPaymentPath, returnPath } from './return-path'
import {
  checkoutKey,
  forgetCheckoutKeys,
  storedPaymentCountry,
  storedTimeBonus,
  storePaymentCountry,
  storeTimeBonus,
} from './storage'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('checkoutKey', () => {
  it('answers the same key for the same order in this tab, a new one after forgetting', () => {
    let made = 0
    const make = () => `key-${++made}`
    const first = checkoutKey('credits:credits-250|ideal|NL|', make)
    expect(checkoutKey('credits:credits-250|ideal|NL|', make)).toBe(first)
    expect(checkoutKey('credits:credits-250|creditcard|NL|', make)).not.toBe(first)
    forgetCheckoutKeys()
    expect(checkoutKey('credits:credits-250|ideal|NL|', make)).toBe('key-3')
  })
})

describe('stored shop state', () => {
  it('keeps a valid payment country and time bonus, and ignores garbage', () => {
    storePaymentCountry('BE')
    expect(storedPaymentCountry()).toBe('BE')
    localStorage.setItem('klik-payment-country', 'nl; drop')
    expect(storedPaymentCountry()).toBeNull()
    const code: DiscountCode = {
      code: 'BONUS50',
      kind: 'bonus',
      value: 50,
      applies_to: 'credits',
      source: 'time_bonus',
      expires: '2026-05-03T12:00:00.000Z',
    }
    storeTimeBonus(code)
    expect(storedTimeBonus()).toEqual(code)
    localStorage.setItem('klik-time-bonus', '{"code":1')
    expect(storedTimeBonus()).toBeNull()
  })
})

describe('returnPath', () => {
  it('takes a path of this site only', () => {
    expect(returnPath('/chats/12')).toBe('/chats/12')
    expect(returnPath('//evil.example/x')).toBeNull()
    expect(returnPath('https://evil.example')).toBeNull()
    expect(returnPath('/\\evil.example')).toBeNull()
    expect(returnPath(undefined)).toBeNull()
    expect(returnPath(12)).toBeNull()
  })

  it('flags a conversation so it retries what lacked credits', () => {
    expect(afterPaymentPath('/chats/12')).toBe('/chats/12?paid=1')
    expect(afterPaymentPath('/members/3')).toBe('/members/3')
  })
})

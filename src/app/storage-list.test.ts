// The cookie page (features/pages) lists the shop's keys (features/credits) by name: here, where
// the app may see both features, the two are held together.
import { describe, expect, it } from 'vitest'
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage-keys'
import { MATCH_CHOICES_KEY } from '../lib/match-choices'
import { CHECKOUT_KEYS, PAYMENT_COUNTRY, TIME_BONUS } from '../features/credits/storage'
import { SHOP_KEYS, STORAGE_ITEMS } from '../features/pages/storage-list'

const names = (kind: string) =>
  STORAGE_ITEMS.filter((item) => item.kind === kind).map((item) => item.name)

describe('the cookie page’s list', () => {
  it('names every key the app declares, where it keeps it', () => {
    expect(names('localStorage')).toEqual(
      expect.arrayContaining([
        ...Object.values(LOCAL_KEYS),
        PAYMENT_COUNTRY,
        TIME_BONUS,
        MATCH_CHOICES_KEY,
      ]),
    )
    expect(names('sessionStorage')).toEqual(
      expect.arrayContaining([...Object.values(SESSION_KEYS), CHECKOUT_KEYS]),
    )
    expect(SHOP_KEYS).toEqual({
      paymentCountry: PAYMENT_COUNTRY,
      timeBonus: TIME_BONUS,
      checkoutKeys: CHECKOUT_KEYS,
    })
  })

  it('lists each name once', () => {
    const all = STORAGE_ITEMS.map((item) => `${item.kind}:${item.name}`)
    expect(new Set(all).size).toBe(all.length)
  })
})

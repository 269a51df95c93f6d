import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import type { ShopResponse } from '../../contract/shop'
import { storedPaymentCountry, storePaymentCountry } from './storage'
import { useShop } from './use-shop'

const fetchShop = vi.hoisted(() => vi.fn<(country: string | null) => Promise<ShopResponse>>())
vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchShop }))

afterEach(() => {
  fetchShop.mockReset()
  storePaymentCountry(null)
})

describe('useShop', () => {
  it('forgets a chosen country no longer sold and keeps the default shop, fetched once', async () => {
    storePaymentCountry('BE')
    const defaultShop = { country: 'NL' } as unknown as ShopResponse
    fetchShop.mockImplementation((country) =>
      country === 'BE'
        ? Promise.reject(new ApiError(400, 'shop.country_not_sold', 'not sold'))
        : Promise.resolve(defaultShop),
    )
    const { result } = renderHook(() => useShop())
    await waitFor(() => expect(result.current.shop).toBe(defaultShop))
    expect(storedPaymentCountry()).toBeNull()
    // A second look after the choice was forgotten: no further call.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetchShop.mock.calls.map(([country]) => country)).toEqual(['BE', null])
    expect(result.current.shop).toBe(defaultShop)
  })
})

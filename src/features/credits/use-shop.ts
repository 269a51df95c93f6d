// The shop for the member's payment country: the one they chose (kept in localStorage, spec
// §3 "payment country"), else the server's default (their country, else a geoip guess). A
// chosen country the site no longer sells in is forgotten and the default shown.
import { useState } from 'react'
import { ApiError } from '../../api/errors'
import { useSync } from '../../api/use-sync'
import { fetchShop } from './api'
import { storedPaymentCountry, storePaymentCountry } from './storage'

export function useShop(fixedCountry: string | null = null) {
  const [chosen, setChosen] = useState(storedPaymentCountry)
  const country = fixedCountry ?? chosen
  const { data, loading, failure } = useSync(country ?? '*', {
    name: 'shop',
    fetch: async (signal) => {
      try {
        return await fetchShop(country, signal)
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'shop.country_not_sold')) throw error
        if (fixedCountry === null) storePaymentCountry(null)
        return fetchShop(null, signal)
      }
    },
  })
  const choose = (next: string) => {
    storePaymentCountry(next)
    setChosen(next)
  }
  return { shop: data, loading, failure, choose }
}

// The shop for the member's payment country: the one they chose (kept in localStorage, spec
// §3 "payment country"), else the server's default (their country, else a geoip guess). A
// chosen country the site no longer sells in is forgotten and the default shown. A
// server-rendered page (a visitor's /pricing, /premium) shows the default until it hydrated.
import { useMemo, useState } from 'react'
import { ApiError } from '../../api/errors'
import { useSync } from '../../api/use-sync'
import { useHydrated } from '../../ui/use-hydrated'
import { fetchShop, shopCall } from './api'
import { storedPaymentCountry, storePaymentCountry } from './storage'

export function useShop(fixedCountry: string | null = null) {
  const hydrated = useHydrated()
  // undefined: not chosen on this page; then the stored choice, once the browser's may show.
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  // Read once the page hydrated, not on every render: a stored choice forgotten by the fetch
  // below keeps the fallback answer under this page's key instead of fetching it again.
  const stored = useMemo(() => (hydrated ? storedPaymentCountry() : null), [hydrated])
  const country = fixedCountry ?? chosen ?? stored
  const { data, loading, failure } = useSync(shopCall(country).key, {
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

// Country names in the interface language (Intl.DisplayNames); the code itself when the
// browser has no names for it.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'

export function useCountryName(): (code: string) => string {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en'
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' })
    } catch {
      names = null
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code
      } catch {
        return code
      }
    }
  }, [locale])
}

// Country names in the interface language, for the filter's options.
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { countryName } from '../../../lib/display-names'

export function useCountryName(): (code: string) => string {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en'
  return useCallback((code: string) => countryName(locale, code), [locale])
}

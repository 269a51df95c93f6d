// A country's and a language's name in the interface language, the one way the app names
// them: a site's country and a member's language by the name settings.php brought (the
// server's, so a page it rendered and the app that hydrates it say the same, and no
// Intl.DisplayNames is built while hydrating: its first use cost a slow phone 25 ms), any
// other by Intl.DisplayNames (display-names.ts).
import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { countryName, languageName } from '../lib/display-names'
import { settingsAtom } from '../session'

export function useCountryName(): (code: string) => string {
  const { i18n } = useLingui()
  const names = useAtomValue(settingsAtom)?.country_names
  const locale = i18n.locale || 'en'
  return useCallback((code: string) => names?.[code] ?? countryName(locale, code), [names, locale])
}

export function useLanguageName(): (code: string) => string {
  const { i18n } = useLingui()
  const names: Readonly<Record<string, string>> | undefined =
    useAtomValue(settingsAtom)?.language_names
  const locale = i18n.locale || 'en'
  return useCallback((code: string) => names?.[code] ?? languageName(locale, code), [names, locale])
}

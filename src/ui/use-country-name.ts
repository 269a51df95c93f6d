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

/** A code's name: the server's for the codes it named, else this browser's Intl. */
function useNames(
  names: Readonly<Record<string, string>> | undefined,
  intlName: (locale: string, code: string) => string,
): (code: string) => string {
  const { i18n } = useLingui()
  const locale = i18n.locale || 'en'
  return useCallback(
    (code: string) => names?.[code] ?? intlName(locale, code),
    [names, intlName, locale],
  )
}

export function useCountryName(): (code: string) => string {
  return useNames(useAtomValue(settingsAtom)?.country_names, countryName)
}

export function useLanguageName(): (code: string) => string {
  return useNames(useAtomValue(settingsAtom)?.language_names, languageName)
}

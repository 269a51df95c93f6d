// The footer's language switcher. Names are given in their own language so a visitor
// finds theirs whatever language the page is in.
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { LANG_PARAM, LOCALES, type Locale } from '../../contract/locale-codes'
import { asLocale } from './detect'
import { activateLocale } from './i18n'

const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
}

export function LanguageSwitcher() {
  const { i18n, t } = useLingui()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const router = useRouter()

  const change = async (value: string) => {
    const locale = asLocale(value)
    if (!locale) return
    setBusy(true)
    try {
      await activateLocale(locale, { remember: true })
      // A link's ?lang= (a page's hreflang alternate) would bring the old language back on a
      // reload: the choice made here replaces it.
      const url = new URL(location.href)
      if (url.searchParams.has(LANG_PARAM)) {
        url.searchParams.delete(LANG_PARAM)
        router.history.replace(`${url.pathname}${url.search}${url.hash}`)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={i18n.locale}
        disabled={busy}
        onChange={(event) => void change(event.target.value)}
        data-testid="language-switcher"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}

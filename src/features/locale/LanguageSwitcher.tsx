// The footer's language switcher. Names are given in their own language so a visitor
// finds theirs whatever language the page is in.
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { LOCALES, type Locale } from '../../contract/locale-codes'
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

  const change = async (value: string) => {
    const locale = asLocale(value)
    if (!locale) return
    setBusy(true)
    try {
      await activateLocale(locale, { remember: true })
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

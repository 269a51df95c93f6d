// Which language a visitor gets: their stored choice, else the first browser language
// Klik speaks, else the site's domain language (spec §1, §4).
import { LOCALES, type Locale } from '../../contract/locale-codes'

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600

export function asLocale(value: string | null | undefined): Locale | null {
  if (!value) return null
  const base = value.toLowerCase().split(/[-_]/)[0]
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : null
}

export function pickLocale(options: {
  stored: string | null
  browser: readonly string[]
  domainLanguage: string | null
}): Locale | null {
  const stored = asLocale(options.stored)
  if (stored) return stored
  for (const language of options.browser) {
    const match = asLocale(language)
    if (match) return match
  }
  return asLocale(options.domainLanguage)
}

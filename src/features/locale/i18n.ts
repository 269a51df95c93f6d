// Loads and activates a locale: the fallback (en) catalog first, then the target laid
// over it, so a message missing in a translation still reads in English (spec §4). The
// catalogs are compiled from locales/*/messages.po by the Lingui Vite plugin and loaded
// lazily, one chunk per locale.
import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../contract/locale-codes'
import { writeCookie } from '../../lib/cookies'
import { COOKIE_KEYS } from '../../lib/storage-keys'
import { LOCALE_COOKIE_MAX_AGE } from './detect'

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  nl: () => import('../../../locales/nl/messages.po'),
  de: () => import('../../../locales/de/messages.po'),
  it: () => import('../../../locales/it/messages.po'),
  fr: () => import('../../../locales/fr/messages.po'),
  es: () => import('../../../locales/es/messages.po'),
  pl: () => import('../../../locales/pl/messages.po'),
}

const FALLBACK: Locale = 'en'

/** The locale's catalog laid over the fallback's (also the server's, src/entry-server.tsx). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const fallback = await loaders[FALLBACK]()
  const target = locale === FALLBACK ? fallback : await loaders[locale]()
  return { ...fallback.messages, ...target.messages }
}

export async function activateLocale(
  locale: Locale,
  options: { remember: boolean },
): Promise<void> {
  i18n.load(locale, await loadMessages(locale))
  i18n.activate(locale)
  document.documentElement.lang = locale
  if (options.remember) writeCookie(COOKIE_KEYS.locale, locale, LOCALE_COOKIE_MAX_AGE)
}

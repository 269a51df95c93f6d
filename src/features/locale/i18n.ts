// Loads and activates a locale. The catalogs are compiled from locales/*/messages.po by the
// Lingui Vite plugin and loaded lazily, one chunk per locale; each holds every message: the
// plugin fills a translation that is missing from the fallback (lingui.config's
// fallbackLocales, en), so it still reads in English (spec §4). (Laid over the English catalog
// here as well, a Polish page loaded both, 19 KB more, and merged them in a task of its own.)
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

/** The locale's catalog (also the server's, src/entry-server.tsx). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages
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

// The interface and content languages (spec §1) and the cookie that remembers the choice,
// without zod: the client's start-up bundle imports these and must not pull the schema
// library in (see docs/decisions/sites-and-languages.md). locales.ts adds the schema.

export const LOCALES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** Cookie holding the member's language choice for 365 days (spec §1, §9). */
export const LOCALE_COOKIE = 'klik-locale'

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/**
 * The query parameter of a link in one language (`/members?lang=nl`): the hreflang alternates
 * of a rendered page. It goes before the cookie, and the app remembers it as the choice.
 */
export const LANG_PARAM = 'lang'

/** The language a URL asks for with LANG_PARAM, null when it asks for none Klik speaks. */
export function localeOfUrl(url: URL): Locale | null {
  const lang = url.searchParams.get(LANG_PARAM)
  return isLocale(lang) ? lang : null
}

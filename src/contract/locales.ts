// The locale schema for request and response validation; the codes themselves live in
// locale-codes.ts so the client can use them without zod.
import { z } from './zod'
import { LOCALES } from './locale-codes'

export { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from './locale-codes'

export const localeSchema = z.enum(LOCALES)

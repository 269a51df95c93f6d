// Country and language names in a reader's language (settings.php's country_names and
// language_names), from Node's ICU: the client shows the site's countries and the members'
// languages by these names, so the page the server renders and the app that hydrates it say
// the same whatever ICU the browser has, and the browser builds no Intl.DisplayNames while it
// hydrates (its first one cost a phone some 25 ms).
import type { CountryCode } from '../../../src/contract/common'
import { LOCALES, type Locale } from '../../../src/contract/locale-codes'

const displayNames = new Map<string, Intl.DisplayNames>()
const collators = new Map<Locale, Intl.Collator>()

function namesOf<T extends string>(
  type: 'region' | 'language',
  codes: readonly T[],
  locale: Locale,
): Record<T, string> {
  const key = `${type}:${locale}`
  let names = displayNames.get(key)
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type })
    displayNames.set(key, names)
  }
  const of = names
  return Object.fromEntries(codes.map((code) => [code, of.of(code) ?? code])) as Record<T, string>
}

/**
 * The countries' names, in the order of those names in `locale` (the country filter lists
 * them so: the browser needs no collator of its own, whose first use cost a phone 17 ms).
 */
export function countryNamesOf(
  countries: readonly CountryCode[],
  locale: Locale,
): Record<CountryCode, string> {
  let collator = collators.get(locale)
  if (collator === undefined) {
    collator = new Intl.Collator(locale)
    collators.set(locale, collator)
  }
  const compare = collator.compare
  const names = Object.entries(namesOf('region', countries, locale))
  return Object.fromEntries(names.sort(([, a], [, b]) => compare(a, b)))
}

/** Every interface language (a member's language is one of them), named in `locale`. */
export function languageNamesOf(locale: Locale): Record<Locale, string> {
  return namesOf('language', LOCALES, locale)
}

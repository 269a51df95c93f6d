// Country names in a reader's language (settings.php's country_names), from Node's ICU: the
// client shows the site's countries by these names, so the page the server renders and the app
// that hydrates it say the same whatever ICU the browser has.
import type { CountryCode } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locale-codes'

const displayNames = new Map<Locale, Intl.DisplayNames>()

export function countryNamesOf(
  countries: readonly CountryCode[],
  locale: Locale,
): Record<CountryCode, string> {
  let names = displayNames.get(locale)
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: 'region' })
    displayNames.set(locale, names)
  }
  const of = names
  return Object.fromEntries(countries.map((country) => [country, of.of(country) ?? country]))
}

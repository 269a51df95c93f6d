// The language badge of a member card (spec §2 "Language badge country exceptions: CA, BE,
// CH"). The badge shows the flag code of the language a member speaks. For most countries
// that is the country itself (a member from NL shows NL); in the exception countries several
// languages are spoken, so the badge follows the member's language instead (BE + fr → FR,
// BE + nl → NL, CH + de → DE). English maps to GB, the code a flag of English uses.
import type { Locale } from '../../contract/locale-codes'

/** Countries where the country does not tell the language (spec §2). */
export const MULTILINGUAL_COUNTRIES: readonly string[] = ['CA', 'BE', 'CH']

const LANGUAGE_FLAG: Record<Locale, string> = {
  en: 'GB',
  nl: 'NL',
  de: 'DE',
  it: 'IT',
  fr: 'FR',
  es: 'ES',
  pl: 'PL',
}

/** The two-letter code the badge shows. Without a country it follows the language. */
export function languageBadge(country: string | null, language: Locale): string {
  const code = country?.toUpperCase() ?? ''
  if (!/^[A-Z]{2}$/.test(code) || MULTILINGUAL_COUNTRIES.includes(code))
    return LANGUAGE_FLAG[language]
  return code
}

// Region names in the interface language. The first source is CLDR's subdivision names
// (cldr-subdivisions-full), read per locale when first asked for and only for Klik's seven
// locales: one small map per locale stays in memory, never the other ninety. CLDR 48 names the
// subdivisions of the world in English but, in nl/de/it/fr/es/pl, only England, Scotland and
// Wales; so for the regions of the sites' own countries a short list of the names their people
// use (region-endonyms.ts) comes next; a non-English reader then gets the name in the
// country's own language ("Bayern" for nl), then CLDR's English name, then
// country-state-city's.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locale } from '../../../src/contract/locale-codes'
import { COUNTRY_LANGUAGE, REGION_ENDONYMS } from './region-endonyms'

const require = createRequire(import.meta.url)

interface CldrSubdivisions {
  subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } }
}

const cldrByLocale = new Map<Locale, ReadonlyMap<string, string>>()

function cldrNames(locale: Locale): ReadonlyMap<string, string> {
  let names = cldrByLocale.get(locale)
  if (names === undefined) {
    const file = require.resolve(`cldr-subdivisions-full/subdivisions/${locale}/${locale}.json`)
    const data = JSON.parse(readFileSync(file, 'utf8')) as CldrSubdivisions
    names = new Map(
      Object.entries(data.subdivisions.localeDisplayNames.subdivisions).map(([key, name]) => [
        key,
        // CLDR marks a name that another subdivision shares with ², ³: not for people.
        name.replace(/[¹²³⁴⁵⁶⁷⁸⁹]+$/u, ''),
      ]),
    )
    cldrByLocale.set(locale, names)
  }
  return names
}

// country-state-city still uses Poland's letter codes; ISO 3166-2 numbered them in 2018.
const PL_CODES: Readonly<Record<string, string>> = {
  DS: '02',
  KP: '04',
  LU: '06',
  LB: '08',
  LD: '10',
  MA: '12',
  MZ: '14',
  OP: '16',
  PK: '18',
  PD: '20',
  PM: '22',
  SL: '24',
  SK: '26',
  WN: '28',
  WP: '30',
  ZP: '32',
}

/**
 * The CLDR key of a country-state-city state: the ISO 3166-2 code in lower case without the
 * hyphen ("NL" + "NH" → "nlnh", "PL" + "MZ" → "pl14").
 */
export function subdivisionKey(country: string, stateCode: string): string {
  const code = country === 'PL' ? (PL_CODES[stateCode] ?? stateCode) : stateCode
  return `${country}${code}`.toLowerCase()
}

/** The name of a region in `locale`; `fallback` (country-state-city's) when no source has one. */
export function regionName(
  country: string,
  stateCode: string,
  locale: Locale,
  fallback: string,
): string {
  const key = subdivisionKey(country, stateCode)
  const native = locale === 'en' ? undefined : COUNTRY_LANGUAGE[country]
  return (
    cldrNames(locale).get(key) ??
    REGION_ENDONYMS[locale]?.[key] ??
    (native === undefined ? undefined : REGION_ENDONYMS[native]?.[key]) ??
    cldrNames('en').get(key) ??
    fallback
  )
}

// The country and region filters (spec §2 "Related country pairs", §3): which country
// values a site offers and which regions a chosen value has. The country filter appears
// only when the site allows more than one country.
import type { RegionData } from '../../contract/regions'
import { countryPairsFor } from '../../contract/search-rules'

export interface CountryOption {
  /** The filter value: '' (every country), 'NL', or a pair 'NL-BE'. */
  value: string
  label: string
}

/**
 * The options, in order: every country (when the template searches all countries), the
 * site's countries by localized name, then the related pairs whose two countries the site
 * both allows ("Nederland + België"). `current` is kept even when the site no longer offers
 * it, so the select never shows a value it has no option for.
 */
export function countryOptions(
  countries: readonly string[],
  options: {
    allCountries: boolean
    allLabel: string
    name: (code: string) => string
    locale: string
    /** Country codes in the order of their names (settings' country_names), if known. */
    order?: readonly string[]
    current?: string
  },
): CountryOption[] {
  const singles = countries.map((code) => ({ value: code, label: options.name(code) }))
  const { order } = options
  if (order && countries.every((code) => order.includes(code))) {
    singles.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
  } else {
    // One collator for the sort: localeCompare with a locale builds one per comparison.
    const collator = new Intl.Collator(options.locale)
    singles.sort((a, b) => collator.compare(a.label, b.label))
  }
  const pairs = countryPairsFor(countries).map((pair) => ({
    value: pair,
    label: pair
      .split('-')
      .map((code) => options.name(code))
      .join(' + '),
  }))
  const all = options.allCountries ? [{ value: '', label: options.allLabel }] : []
  const list = [...all, ...singles, ...pairs]
  const current = options.current
  if (current !== undefined && !list.some((option) => option.value === current)) {
    list.push({
      value: current,
      label: current === '' ? options.allLabel : current.split('-').map(options.name).join(' + '),
    })
  }
  return list
}

/** The site offers a country choice only with more than one country (spec §2, step 3). */
export const countryFilterShown = (countries: readonly string[]): boolean => countries.length > 1

/** Regions belong to one chosen country; a pair or every country has none. */
export function regionsOf(country: string, regionData: RegionData) {
  return /^[A-Z]{2}$/.test(country) ? (regionData[country] ?? []) : []
}

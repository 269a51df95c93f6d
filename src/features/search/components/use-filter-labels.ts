// The words of the search filters, shared by the controls and the phones' summary line:
// gender and age choices, the country options (countryOptions) and region names.
import { useLingui } from '@lingui/react/macro'
import type { FilterOptions } from '../../../contract/search'
import type { AgeChoice } from '../../../contract/search-rules'
import type { SettingsResponse } from '../../../contract/settings'
import { MIN_AGE } from '../../../contract/validation'
import { countryOptions, type CountryOption } from '../countries'
import { filterSummary, type SummaryLabels } from '../filter-summary'
import { useCountryName } from './use-country-name'

export interface FilterLabels extends SummaryLabels {
  ageChoice: (key: AgeChoice['key']) => string
  /** The country select's options, in order. */
  countries: CountryOption[]
}

export function useFilterLabels(
  settings: SettingsResponse,
  allCountries: boolean,
  currentCountry: string,
): FilterLabels {
  const { t, i18n } = useLingui()
  const countryName = useCountryName()
  const allLabel = t`All countries`
  const countries = countryOptions(settings.countries, {
    allCountries,
    allLabel,
    name: countryName,
    locale: i18n.locale,
    current: currentCountry,
  })
  return {
    gender: { '': t`Men and women`, male: t`Men`, female: t`Women` },
    allAges: t`All ages`,
    ageChoice: (key) => {
      switch (key) {
        case 'all':
          return t`All ages`
        case '65+':
          return t`Over 65`
        case '18-25':
        case '26-35':
        case '36-45':
        case '46-55':
        case '56-65':
          return key
      }
    },
    countries,
    country: (value) =>
      countries.find((option) => option.value === value)?.label ??
      (value === '' ? allLabel : value.split('-').map(countryName).join(' + ')),
    region: (country, id) =>
      settings.region_data[country]?.find((region) => region.id === id)?.name ?? '',
  }
}

/** "Women · 26–35 · Netherlands" for the filters the search runs with. */
export function useFilterSummary(
  filters: FilterOptions,
  settings: SettingsResponse,
  allCountries: boolean,
): string {
  const labels = useFilterLabels(settings, allCountries, filters.country)
  return filterSummary(filters, settings.search_fields, labels, MIN_AGE)
}

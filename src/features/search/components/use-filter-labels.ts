// The words of the search filters, shared by the controls and the phones' summary line:
// gender and age choices, country and region names. The country select's options (every
// country's name, sorted) are built only where a select shows them (useCountryOptions): the
// phones' summary line names one country, and building them all costs a slow phone 150 ms.
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { FilterOptions } from '../../../contract/search'
import type { AgeChoice } from '../../../contract/search-rules'
import type { SettingsResponse } from '../../../contract/settings'
import { MIN_AGE } from '../../../contract/rules'
import { countryOptions, type CountryOption } from '../countries'
import { filterSummary, type SummaryLabels } from '../filter-summary'
import { useCountryName } from '../../../ui/use-country-name'

export interface FilterLabels extends SummaryLabels {
  ageChoice: (key: AgeChoice['key']) => string
}

/** The country select's options, in order (countryOptions). */
export function useCountryOptions(
  settings: SettingsResponse,
  allCountries: boolean,
  currentCountry: string,
): CountryOption[] {
  const { t, i18n } = useLingui()
  const countryName = useCountryName()
  const allLabel = t`All countries`
  return useMemo(
    () =>
      countryOptions(settings.countries, {
        allCountries,
        allLabel,
        name: countryName,
        locale: i18n.locale,
        order: settings.country_names && Object.keys(settings.country_names),
        current: currentCountry,
      }),
    [
      settings.countries,
      settings.country_names,
      allCountries,
      allLabel,
      countryName,
      i18n.locale,
      currentCountry,
    ],
  )
}

export function useFilterLabels(settings: SettingsResponse): FilterLabels {
  const { t } = useLingui()
  const countryName = useCountryName()
  const allLabel = t`All countries`
  return {
    gender: { '': t`Men and women`, male: t`Men`, female: t`Women` },
    allAges: t`All ages`,
    verified: t`Verified only`,
    online: t`Online now`,
    nearest: t`Nearest first`,
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
    // The same words as the select's option: a name, or a pair's two joined by " + ".
    country: (value) => (value === '' ? allLabel : value.split('-').map(countryName).join(' + ')),
    region: (country, id) =>
      settings.region_data[country]?.find((region) => region.id === id)?.name ?? '',
  }
}

/** "Women · 26–35 · Netherlands" for the filters the search runs with. */
export function useFilterSummary(filters: FilterOptions, settings: SettingsResponse): string {
  const labels = useFilterLabels(settings)
  return filterSummary(filters, settings.search_fields, labels, MIN_AGE)
}

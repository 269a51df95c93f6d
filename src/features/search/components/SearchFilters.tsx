// The filters of the member search (spec §2, §3): gender, age, country and region — each only
// when the site lists it in search_fields; the country only when the site has more than one,
// the region only for one chosen country. Every change goes straight to the search.
import { useLingui } from '@lingui/react/macro'
import type { FilterOptions } from '../../../contract/search'
import { AGE_CHOICES, type AgeChoice } from '../../../contract/search-rules'
import type { SettingsResponse } from '../../../contract/settings'
import { Field } from '../../../ui/Field'
import { ageChoiceValue, ageRangeOf, customAgeLabel } from '../age-choice'
import { countryFilterShown, countryOptions, regionsOf } from '../countries'
import { useCountryName } from './use-country-name'

interface SearchFiltersProps {
  filters: FilterOptions
  settings: SettingsResponse
  /** features.profileSearch.searchAllCountries: offer "all countries". */
  allCountries: boolean
  onChange: (filters: FilterOptions) => void
}

export function SearchFilters({ filters, settings, allCountries, onChange }: SearchFiltersProps) {
  const { t, i18n } = useLingui()
  const countryName = useCountryName()
  const fields = settings.search_fields
  const ageValue = ageChoiceValue(filters)
  const ageLabel = (key: AgeChoice['key']): string => {
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
  }
  const countries = countryOptions(settings.countries, {
    allCountries,
    allLabel: t`All countries`,
    name: countryName,
    locale: i18n.locale,
    current: filters.country,
  })
  const regions = regionsOf(filters.country, settings.region_data)
  const region = filters.countryregion === '0' ? '' : filters.countryregion

  return (
    <form
      className="search-filters card"
      aria-label={t`Search filters`}
      onSubmit={(event) => event.preventDefault()}
    >
      {fields.includes('gender') && (
        <Field label={t`Looking for`}>
          {(control) => (
            <select
              {...control}
              name="gender"
              value={filters.gender}
              onChange={(event) =>
                onChange({ ...filters, gender: event.target.value as FilterOptions['gender'] })
              }
            >
              <option value="">{t`Men and women`}</option>
              <option value="male">{t`Men`}</option>
              <option value="female">{t`Women`}</option>
            </select>
          )}
        </Field>
      )}
      {fields.includes('age') && (
        <Field label={t`Age`}>
          {(control) => (
            <select
              {...control}
              name="age"
              value={ageValue}
              onChange={(event) => {
                const range = ageRangeOf(event.target.value)
                if (range) onChange({ ...filters, ...range })
              }}
            >
              {AGE_CHOICES.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {ageLabel(choice.key)}
                </option>
              ))}
              {ageValue.startsWith('custom:') && (
                <option value={ageValue}>{customAgeLabel(filters)}</option>
              )}
            </select>
          )}
        </Field>
      )}
      {fields.includes('country') && countryFilterShown(settings.countries) && (
        <Field label={t`Country`}>
          {(control) => (
            <select
              {...control}
              name="country"
              value={filters.country}
              onChange={(event) =>
                onChange({ ...filters, country: event.target.value, countryregion: '' })
              }
            >
              {countries.map((option) => (
                <option key={option.value || 'all'} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {fields.includes('countryregion') && regions.length > 0 && (
        <Field label={t`Region`}>
          {(control) => (
            <select
              {...control}
              name="countryregion"
              value={region}
              onChange={(event) => onChange({ ...filters, countryregion: event.target.value })}
            >
              <option value="">{t`Whole country`}</option>
              {regions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
              {region !== '' && !regions.some((option) => option.id === region) && (
                <option value={region}>{region}</option>
              )}
            </select>
          )}
        </Field>
      )}
    </form>
  )
}

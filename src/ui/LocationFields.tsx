// Country, region and city controls (spec §2 step 3, §5): the country is a choice only when
// the site has more than one, the region list is the chosen country's, the city shows when the
// site shows cities. Presentational: the signup step and the profile page own the values and
// the saving. Changing the country clears the region.
import { Trans, useLingui } from '@lingui/react/macro'
import type { SettingsResponse } from '../contract/settings'
import { CITY_MAX } from '../contract/rules'
import { Field } from './Field'
import { SelectField } from './SelectField'
import { useCountryName } from './use-country-name'

export interface LocationValues {
  country: string
  countryregion: string
  city: string
}

/** The country a location form starts with: the saved one, the only one, or the geoip guess. */
export function initialCountry(
  current: string | null | undefined,
  settings: SettingsResponse | null,
): string {
  const countries = settings?.countries ?? []
  if (current && countries.includes(current)) return current
  if (countries.length === 1) return countries[0] ?? ''
  const guessed = settings?.geoip_selected_country
  return guessed && countries.includes(guessed) ? guessed : ''
}

/** The values after a change of one field (a new country drops the region). */
export function changeLocation(
  values: LocationValues,
  field: keyof LocationValues,
  value: string,
): LocationValues {
  const next = { ...values, [field]: value }
  if (field === 'country') next.countryregion = ''
  return next
}

interface LocationFieldsProps {
  values: LocationValues
  onChange: (field: keyof LocationValues, value: string) => void
  settings: SettingsResponse | null
  cityError?: string | undefined
}

export function LocationFields({ values, onChange, settings, cityError }: LocationFieldsProps) {
  const { t, i18n } = useLingui()
  const countryName = useCountryName()
  const countries = settings?.countries ?? []
  const regions = settings?.region_data[values.country] ?? []
  const cityVisible = settings?.visible_profile_fields.includes('city') ?? true
  const sortedCountries = [...countries].sort((a, b) =>
    countryName(a).localeCompare(countryName(b), i18n.locale),
  )
  return (
    <>
      {countries.length > 1 ? (
        <SelectField
          label={t`Country`}
          name="country"
          value={values.country}
          onValueChange={(value) => onChange('country', value)}
          empty={t`Choose your country`}
          choices={sortedCountries.map((code) => ({ value: code, label: countryName(code) }))}
        />
      ) : (
        <p className="signup-fixed-country">
          <Trans>Country</Trans>:{' '}
          <strong>{values.country ? countryName(values.country) : ''}</strong>
        </p>
      )}
      {regions.length > 0 && (
        <SelectField
          label={t`Region`}
          name="countryregion"
          value={values.countryregion}
          onValueChange={(value) => onChange('countryregion', value)}
          empty={t`Choose your region`}
          choices={regions.map((region) => ({ value: region.id, label: region.name }))}
        />
      )}
      {cityVisible && (
        <Field label={t`City`} error={cityError}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="city"
              autoComplete="address-level2"
              maxLength={CITY_MAX}
              value={values.city}
              onChange={(event) => onChange('city', event.target.value)}
            />
          )}
        </Field>
      )}
    </>
  )
}

// The match finder's three questions: large choices to tap (radio buttons in a fieldset,
// so a screen reader hears the question with each) and, for the place, two selects.
import { useLingui } from '@lingui/react/macro'
import type { Gender } from '../../../contract/profile-field-names'
import { AGE_CHOICES, type AgeChoice } from '../../../contract/search-rules'
import type { SettingsResponse } from '../../../contract/settings'
import { useCountryName } from '../../../ui/use-country-name'
import { Field } from '../../../ui/Field'

interface Choice<V extends string> {
  value: V
  label: string
}

function Choices<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string
  name: string
  choices: Choice<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <fieldset className="match-finder-question">
      <legend>{legend}</legend>
      <div className="match-finder-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="match-finder-choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function WhoQuestion({
  value,
  onChange,
}: {
  value: Gender | ''
  onChange: (gender: Gender | '') => void
}) {
  const { t } = useLingui()
  return (
    <Choices
      legend={t`Who are you looking for?`}
      name="gender"
      value={value}
      onChange={onChange}
      choices={[
        { value: 'female', label: t`Women` },
        { value: 'male', label: t`Men` },
        { value: '', label: t`Men and women` },
      ]}
    />
  )
}

export function AgeQuestion({
  value,
  onChange,
}: {
  value: AgeChoice['key']
  onChange: (age: AgeChoice['key']) => void
}) {
  const { t } = useLingui()
  const label = (key: AgeChoice['key']) =>
    key === 'all' ? t`All ages` : key === '65+' ? t`Over 65` : key.replace('-', '–')
  return (
    <Choices
      legend={t`Which ages?`}
      name="age"
      value={value}
      onChange={onChange}
      choices={AGE_CHOICES.map((choice) => ({ value: choice.key, label: label(choice.key) }))}
    />
  )
}

export function WhereQuestion({
  settings,
  country,
  region,
  onCountry,
  onRegion,
}: {
  settings: SettingsResponse
  country: string
  region: string
  onCountry: (country: string) => void
  onRegion: (region: string) => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale || 'en'
  const countryName = useCountryName()
  const countries = settings.countries
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  const regions = settings.region_data[country] ?? []
  return (
    <fieldset className="match-finder-question">
      <legend>{t`Where?`}</legend>
      <Field label={t`Country`}>
        {(control) => (
          <select
            {...control}
            name="country"
            value={country}
            onChange={(event) => onCountry(event.target.value)}
          >
            {countries.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {regions.length > 0 && (
        <Field label={t`Region`}>
          {(control) => (
            <select
              {...control}
              name="countryregion"
              value={region}
              onChange={(event) => onRegion(event.target.value)}
            >
              <option value="">{t`Whole country`}</option>
              {regions.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </fieldset>
  )
}

// The match finder's three questions: large choices to tap (radio buttons in a fieldset,
// so a screen reader hears the question with each) and, for the place, two selects.
import { useLingui } from '@lingui/react/macro'
import type { Gender } from '../../../contract/profile-field-names'
import { AGE_CHOICES, type AgeChoice } from '../../../contract/search-rules'
import type { SettingsResponse } from '../../../contract/settings'
import { useCountryName } from '../../../ui/use-country-name'
import { RadioChoices, type RadioChoice } from '../../../ui/RadioChoices'
import { SelectField } from '../../../ui/SelectField'

function Choices<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string
  name: string
  choices: RadioChoice<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <fieldset className="match-finder-question">
      <legend>{legend}</legend>
      <div className="match-finder-choices">
        <RadioChoices
          name={name}
          className="match-finder-choice"
          value={value}
          onChange={onChange}
          choices={choices}
        />
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
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
  const regions = settings.region_data[country] ?? []
  return (
    <fieldset className="match-finder-question">
      <legend>{t`Where?`}</legend>
      <SelectField
        label={t`Country`}
        name="country"
        value={country}
        onValueChange={onCountry}
        choices={countries}
      />
      {regions.length > 0 && (
        <SelectField
          label={t`Region`}
          name="countryregion"
          value={region}
          onValueChange={onRegion}
          empty={t`Whole country`}
          choices={regions.map((item) => ({ value: item.id, label: item.name }))}
        />
      )}
    </fieldset>
  )
}

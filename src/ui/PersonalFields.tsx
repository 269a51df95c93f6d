// The personal-info controls (spec §2 step 4, §5): gender, the date of birth when the site
// shows it (the §5 picker, its error under the field), and the site's other visible profile
// fields with the values GET /api/profile_fields.php allows. Presentational: the signup step and
// the profile page own the values and the saving.
import { useLingui } from '@lingui/react/macro'
import { GENDERS } from '../contract/profile-field-names'
import type { AllowedValues } from '../contract/profile-fields'
import { MIN_AGE } from '../contract/rules'
import { DatePicker } from './DatePicker/DatePicker'
import { Field } from './Field'
import { SelectField } from './SelectField'
import type { DetailField, PersonalValues } from './personal-info'
import { choiceText, FIELD_LABELS } from './profile-field-labels'

export interface PersonalFieldsProps {
  values: PersonalValues
  onChange: (field: keyof PersonalValues, value: string) => void
  allowed: AllowedValues | null
  showDate: boolean
  details: readonly DetailField[]
  dateError?: string | undefined
  onDateBlur: () => void
}

export function PersonalFields({
  values,
  onChange,
  allowed,
  showDate,
  details,
  dateError,
  onDateBlur,
}: PersonalFieldsProps) {
  const { t, i18n } = useLingui()
  const genders = allowed?.gender ?? [...GENDERS]
  const min_age = MIN_AGE
  return (
    <>
      <SelectField
        label={i18n._(FIELD_LABELS.gender)}
        name="gender"
        value={values.gender}
        onValueChange={(value) => onChange('gender', value)}
        empty={t`Rather not say`}
        choices={genders.map((gender) => ({
          value: gender,
          label: choiceText(i18n, 'gender', gender),
        }))}
      />
      {showDate && (
        <Field
          group
          label={t`Date of birth`}
          hint={t`You must be ${min_age} or older to join.`}
          error={dateError}
          className="field-date-of-birth"
        >
          {(control) => (
            <DatePicker
              {...control}
              value={values.date_of_birth}
              onChange={(value) => onChange('date_of_birth', value)}
              onBlur={onDateBlur}
            />
          )}
        </Field>
      )}
      {details.map((field) => (
        <SelectField
          key={field}
          label={i18n._(FIELD_LABELS[field])}
          name={field}
          value={values[field]}
          onValueChange={(value) => onChange(field, value)}
          empty={t`Rather not say`}
          choices={(allowed?.[field] ?? []).map((value) => ({
            value: String(value),
            label: choiceText(i18n, field, value),
          }))}
        />
      ))}
    </>
  )
}

// Step 4 (spec §2, §5): personal info. Gender (optional), the date of birth when the site
// shows it (the §5 picker, its error under the field), and the site's other visible profile
// fields with the values GET /api/profile_fields.php allows. Save sends the choices;
// "Continue without personal info" clears the date of birth.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { GENDERS, type AllowedValues } from '../../../contract/profile-fields'
import { EMPTY_DATE, MIN_AGE, RULE } from '../../../contract/validation'
import { DatePicker } from '../../../ui/DatePicker/DatePicker'
import { Field } from '../../../ui/Field'
import { userAtom, settingsAtom } from '../../../session'
import { fetchProfileFields } from '../api'
import { ruleText } from '../messages'
import { choiceText, FIELD_LABELS } from '../../../ui/profile-field-labels'
import {
  dateOfBirthOk,
  initialPersonalValues,
  personalUpdate,
  visibleDetailFields,
  type DetailField,
  type PersonalValues,
} from '../personal-info'
import { useStepSave } from '../use-step-save'
import { FormError } from '../../../ui/FormError'

export function PersonalStep({ onNext }: { onNext: () => void }) {
  const { t, i18n } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const profile = useAtomValue(userAtom)?.profile
  const [values, setValues] = useState<PersonalValues>(() => initialPersonalValues(profile))
  const [allowed, setAllowed] = useState<AllowedValues | null>(null)
  const [dateTouched, setDateTouched] = useState(false)
  const { saving, error, save: send } = useStepSave('the personal info', onNext)

  useEffect(() => {
    let live = true
    fetchProfileFields()
      .then((answer) => {
        if (live) setAllowed(answer.allowed_values)
      })
      .catch((failure: unknown) => console.error('Loading the profile fields failed', failure))
    return () => {
      live = false
    }
  }, [])

  const visible = settings?.visible_profile_fields ?? []
  const showDate = visible.includes('date_of_birth')
  const details = visibleDetailFields(visible, allowed)
  const genders = allowed?.gender ?? [...GENDERS]
  const dateOk = dateOfBirthOk(values.date_of_birth)
  const dateError =
    showDate && dateTouched && !dateOk ? ruleText(i18n, RULE.dateOfBirth) : undefined

  const change = (field: keyof PersonalValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const save = () => {
    setDateTouched(true)
    if (showDate && !dateOk) return
    void send(personalUpdate(values, { dateOfBirth: showDate, details }))
  }

  const min_age = MIN_AGE

  return (
    <section className="signup-step" data-testid="signup-step-4">
      <h1>
        <Trans>About you</Trans>
      </h1>
      <p>
        <Trans>A few details help you find people who suit you. Everything here is optional.</Trans>
      </p>
      <Field label={i18n._(FIELD_LABELS.gender)}>
        {(control) => (
          <select
            {...control}
            name="gender"
            value={values.gender}
            onChange={(event) => change('gender', event.target.value)}
          >
            <option value="">{t`Rather not say`}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {choiceText(i18n, 'gender', gender)}
              </option>
            ))}
          </select>
        )}
      </Field>
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
              onChange={(value) => change('date_of_birth', value)}
              onBlur={() => setDateTouched(true)}
            />
          )}
        </Field>
      )}
      {details.map((field: DetailField) => (
        <Field key={field} label={i18n._(FIELD_LABELS[field])}>
          {(control) => (
            <select
              {...control}
              name={field}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
            >
              <option value="">{t`Rather not say`}</option>
              {(allowed?.[field] ?? []).map((value) => (
                <option key={value} value={String(value)}>
                  {choiceText(i18n, field, value)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <FormError>{error}</FormError>
      <div className="signup-actions">
        <button type="button" className="button button-primary" disabled={saving} onClick={save}>
          <Trans>Save</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => void send({ date_of_birth: EMPTY_DATE })}
        >
          <Trans>Continue without personal info</Trans>
        </button>
      </div>
    </section>
  )
}

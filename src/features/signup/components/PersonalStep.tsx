// Step 4 (spec §2, §5): personal info. Gender (optional), the date of birth when the site
// shows it (the §5 picker, its error under the field), and the site's other visible profile
// fields with the values GET /api/profile_fields.php allows. Save sends the choices;
// "Continue without personal info" clears the date of birth.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { EMPTY_DATE, RULE } from '../../../contract/validation'
import { PersonalFields } from '../../../ui/PersonalFields'
import { userAtom, settingsAtom } from '../../../session'
import { ruleText } from '../messages'
import {
  dateOfBirthOk,
  initialPersonalValues,
  personalUpdate,
  visibleDetailFields,
  type PersonalValues,
} from '../../../ui/personal-info'
import { useAllowedValues } from '../../../ui/use-allowed-values'
import { useStepSave } from '../use-step-save'
import { FormError } from '../../../ui/FormError'

export function PersonalStep({ onNext }: { onNext: () => void }) {
  const { i18n } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const profile = useAtomValue(userAtom)?.profile
  const [values, setValues] = useState<PersonalValues>(() => initialPersonalValues(profile))
  const allowed = useAllowedValues()
  const [dateTouched, setDateTouched] = useState(false)
  const { saving, error, save: send } = useStepSave('the personal info', onNext)

  const visible = settings?.visible_profile_fields ?? []
  const showDate = visible.includes('date_of_birth')
  const details = visibleDetailFields(visible, allowed)
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

  return (
    <section className="signup-step" data-testid="signup-step-4">
      <h1>
        <Trans>About you</Trans>
      </h1>
      <p>
        <Trans>A few details help you find people who suit you. Everything here is optional.</Trans>
      </p>
      <PersonalFields
        values={values}
        onChange={change}
        allowed={allowed}
        showDate={showDate}
        details={details}
        dateError={dateError}
        onDateBlur={() => setDateTouched(true)}
      />
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

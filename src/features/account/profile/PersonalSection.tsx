// Personal details: gender, date of birth and the site's other visible profile fields (the
// signup step's fields, as a form). Unlike the step, an empty date of birth clears it.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { UserProfile } from '../../../contract/user'
import { EMPTY_DATE, MIN_AGE } from '../../../contract/validation'
import { settingsAtom } from '../../../session'
import {
  dateOfBirthOk,
  initialPersonalValues,
  personalUpdate,
  visibleDetailFields,
  type PersonalValues,
} from '../../../ui/personal-info'
import { PersonalFields } from '../../../ui/PersonalFields'
import { ProfileSection } from './ProfileSection'
import { useAllowedValues } from '../../../ui/use-allowed-values'
import { useProfileSave } from './use-profile-save'

export function PersonalSection({ profile }: { profile: UserProfile }) {
  const { t } = useLingui()
  const visible = useAtomValue(settingsAtom)?.visible_profile_fields ?? []
  const [values, setValues] = useState<PersonalValues>(() => initialPersonalValues(profile))
  const allowed = useAllowedValues()
  const [dateTouched, setDateTouched] = useState(false)
  const { busy, error, saved, save, edited } = useProfileSave()

  const showDate = visible.includes('date_of_birth')
  const details = visibleDetailFields(visible, allowed)
  const dateOk = dateOfBirthOk(values.date_of_birth)
  const min_age = MIN_AGE
  const dateError =
    showDate && dateTouched && !dateOk
      ? t`You must be at least ${min_age} years old and enter a valid date`
      : undefined

  const change = (field: keyof PersonalValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    edited()
  }

  const submit = () => {
    setDateTouched(true)
    if (showDate && !dateOk) return
    const body = personalUpdate(values, { dateOfBirth: showDate, details })
    if (showDate && values.date_of_birth === '') body.date_of_birth = EMPTY_DATE
    void save(body)
  }

  return (
    <ProfileSection
      id="personal"
      title={t`Personal details`}
      busy={busy}
      saved={saved}
      error={error}
      onSave={submit}
    >
      <PersonalFields
        values={values}
        onChange={change}
        allowed={allowed}
        showDate={showDate}
        details={details}
        dateError={dateError}
        onDateBlur={() => setDateTouched(true)}
      />
    </ProfileSection>
  )
}

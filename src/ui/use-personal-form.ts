// The personal-details form's state, wherever it is edited (signup step 4, the profile page):
// the values, the choices the site allows, which fields show, and the date-of-birth check
// once the member left the date or pressed save. `submit()` gives the body to save, or null
// while the date is wrong.
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { UserProfile, UserUpdateBody } from '../contract/user'
import { settingsAtom } from '../session'
import {
  dateOfBirthOk,
  initialPersonalValues,
  personalUpdate,
  visibleDetailFields,
  type PersonalValues,
} from './personal-info'
import type { PersonalFieldsProps } from './PersonalFields'
import { useAllowedValues } from './use-allowed-values'

export interface PersonalForm {
  /** Spread onto <PersonalFields>. */
  fields: PersonalFieldsProps
  values: PersonalValues
  showDate: boolean
  submit: () => UserUpdateBody | null
}

export function usePersonalForm(
  profile: UserProfile | undefined,
  { dateErrorText, onEdit }: { dateErrorText: string; onEdit?: () => void },
): PersonalForm {
  const visible = useAtomValue(settingsAtom)?.visible_profile_fields ?? []
  const [values, setValues] = useState<PersonalValues>(() => initialPersonalValues(profile))
  const allowed = useAllowedValues()
  const [dateTouched, setDateTouched] = useState(false)

  const showDate = visible.includes('date_of_birth')
  const details = visibleDetailFields(visible, allowed)
  const dateOk = dateOfBirthOk(values.date_of_birth)

  return {
    values,
    showDate,
    fields: {
      values,
      onChange: (field, value) => {
        setValues((current) => ({ ...current, [field]: value }))
        onEdit?.()
      },
      allowed,
      showDate,
      details,
      dateError: showDate && dateTouched && !dateOk ? dateErrorText : undefined,
      onDateBlur: () => setDateTouched(true),
    },
    submit: () => {
      setDateTouched(true)
      if (showDate && !dateOk) return null
      return personalUpdate(values, { dateOfBirth: showDate, details })
    },
  }
}

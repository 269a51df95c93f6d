// Personal details: gender, date of birth and the site's other visible profile fields (the
// signup step's fields, as a form). Unlike the step, an empty date of birth clears it.
import { useLingui } from '@lingui/react/macro'
import type { UserProfile } from '../../../contract/user'
import { EMPTY_DATE, MIN_AGE } from '../../../contract/rules'
import { PersonalFields } from '../../../ui/PersonalFields'
import { ProfileSection } from './ProfileSection'
import { usePersonalForm } from '../../../ui/use-personal-form'
import { useProfileSave } from './use-profile-save'

export function PersonalSection({ profile }: { profile: UserProfile }) {
  const { t } = useLingui()
  const section = useProfileSave()
  const min_age = MIN_AGE
  const form = usePersonalForm(profile, {
    dateErrorText: t`You must be at least ${min_age} years old and enter a valid date`,
    onEdit: section.edited,
  })

  const submit = () => {
    const body = form.submit()
    if (!body) return
    if (form.showDate && form.values.date_of_birth === '') body.date_of_birth = EMPTY_DATE
    void section.save(body)
  }

  return (
    <ProfileSection id="personal" title={t`Personal details`} status={section} onSave={submit}>
      <PersonalFields {...form.fields} />
    </ProfileSection>
  )
}

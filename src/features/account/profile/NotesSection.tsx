// About me: the free-text profile notes (spec §2 step 5), where the site shows them.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PERSONAL_MAX } from '../../../contract/validation'
import { Field } from '../../../ui/Field'
import { ProfileSection } from './ProfileSection'
import { useProfileSave } from './use-profile-save'

const MIN_ROWS = 3
const MAX_ROWS = 12

export function NotesSection({ personal }: { personal: string }) {
  const { t } = useLingui()
  const [text, setText] = useState(personal)
  const { busy, error, saved, save, edited } = useProfileSave()
  const rows = Math.min(Math.max(text.split('\n').length + 1, MIN_ROWS), MAX_ROWS)

  return (
    <ProfileSection
      id="notes"
      title={t`About me`}
      busy={busy}
      saved={saved}
      error={error}
      onSave={() => void save({ personal: text.trim() })}
    >
      <Field label={t`About me`} hint={t`What do you enjoy, and who would you like to meet?`}>
        {(control) => (
          <textarea
            {...control}
            name="personal"
            rows={rows}
            maxLength={PERSONAL_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              edited()
            }}
          />
        )}
      </Field>
    </ProfileSection>
  )
}

// About me: the free-text profile notes (spec §2 step 5), where the site shows them.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { NotesField } from '../../../ui/NotesField'
import { ProfileSection } from './ProfileSection'
import { useProfileSave } from './use-profile-save'

export function NotesSection({ personal }: { personal: string }) {
  const { t } = useLingui()
  const [text, setText] = useState(personal)
  const section = useProfileSave()

  return (
    <ProfileSection
      id="notes"
      title={t`About me`}
      status={section}
      onSave={() => void section.save({ personal: text.trim() })}
    >
      <NotesField
        value={text}
        minRows={3}
        maxRows={12}
        onChange={(value) => {
          setText(value)
          section.edited()
        }}
      />
    </ProfileSection>
  )
}

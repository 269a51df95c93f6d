// Step 5 (spec §2): an optional free text about the member. Both ways on mark the wizard's
// last data step (lastSignupStep). A site that hides profile notes passes straight on.
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useEffectEvent, useState } from 'react'
import { NotesField } from '../../../ui/NotesField'
import { userAtom, settingsAtom } from '../../../session'
import { updateUser } from '../api'
import { useStepSave } from '../use-step-save'
import { ChoiceButtons } from '../../../ui/ChoiceButtons'
import { SignupStep } from './SignupStep'

export function NotesStep({ onNext }: { onNext: () => void }) {
  const notesVisible = useAtomValue(settingsAtom)?.visible_profile_notes ?? true
  const setUser = useSetAtom(userAtom)
  const [text, setText] = useState('')
  const { saving, error, save: send } = useStepSave('the profile text', onNext)

  const next = useEffectEvent(onNext)
  useEffect(() => {
    if (notesVisible) return
    let live = true
    updateUser({ lastSignupStep: true })
      .then((user) => {
        if (live) setUser(user)
      })
      .catch((failure: unknown) => console.error('Saving the last signup step failed', failure))
      .finally(() => {
        if (live) next()
      })
    return () => {
      live = false
    }
  }, [notesVisible, setUser])

  if (!notesVisible) return null

  const trimmed = text.trim()

  return (
    <SignupStep
      step={5}
      title={<Trans>Tell others about yourself</Trans>}
      error={error}
      actions={
        <ChoiceButtons
          className="signup-actions"
          busy={saving}
          primary={{
            label: <Trans>Save</Trans>,
            disabled: trimmed === '',
            onClick: () => void send({ personal: trimmed, lastSignupStep: true }),
          }}
          secondary={{
            label: <Trans>Continue without text</Trans>,
            onClick: () => void send({ lastSignupStep: true }),
          }}
        />
      }
    >
      <NotesField value={text} onChange={setText} />
    </SignupStep>
  )
}

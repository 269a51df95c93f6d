// Step 5 (spec §2): an optional free text about the member. Both ways on mark the wizard's
// last data step (lastSignupStep). A site that hides profile notes passes straight on.
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useEffectEvent, useState } from 'react'
import { NotesField } from '../../../ui/NotesField'
import { userAtom, settingsAtom } from '../../../session'
import { updateUser } from '../api'
import { useStepSave } from '../use-step-save'
import { FormError } from '../../../ui/FormError'

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
    <section className="signup-step" data-testid="signup-step-5">
      <h1>
        <Trans>Tell others about yourself</Trans>
      </h1>
      <NotesField value={text} onChange={setText} />
      <FormError>{error}</FormError>
      <div className="signup-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={saving || trimmed === ''}
          onClick={() => void send({ personal: trimmed, lastSignupStep: true })}
        >
          <Trans>Save</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => void send({ lastSignupStep: true })}
        >
          <Trans>Continue without text</Trans>
        </button>
      </div>
    </section>
  )
}

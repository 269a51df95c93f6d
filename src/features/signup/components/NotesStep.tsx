// Step 5 (spec §2): an optional free text about the member. Both ways on mark the wizard's
// last data step (lastSignupStep). A site that hides profile notes passes straight on.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useEffectEvent, useState } from 'react'
import { PERSONAL_MAX } from '../../../contract/validation'
import { Field } from '../../../ui/Field'
import { userAtom, settingsAtom } from '../../../session'
import { updateUser } from '../api'
import { useStepSave } from '../use-step-save'
import { FormError } from '../../../ui/FormError'

const MIN_ROWS = 2
const MAX_ROWS = 10

export function NotesStep({ onNext }: { onNext: () => void }) {
  const { t } = useLingui()
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
  const rows = Math.min(Math.max(text.split('\n').length + 1, MIN_ROWS), MAX_ROWS)

  return (
    <section className="signup-step" data-testid="signup-step-5">
      <h1>
        <Trans>Tell others about yourself</Trans>
      </h1>
      <Field label={t`About me`} hint={t`What do you enjoy, and who would you like to meet?`}>
        {(control) => (
          <textarea
            {...control}
            name="personal"
            rows={rows}
            maxLength={PERSONAL_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
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

// "Read receipts" on /profile (issue 32 §5): private read receipts. While on, the members the
// member writes with do not see when their messages were read, and — as with Matrix's private
// receipts — the member does not see when theirs were. Saved at once, like incognito and the
// notification settings; a refused save puts the switch back and says why.
import { Trans } from '@lingui/react/macro'
import { useAtom } from 'jotai'
import { useId, useState } from 'react'
import { userAtom } from '../../../session'
import { FormError } from '../../../ui/FormError'
import { useAction } from '../../../ui/use-action'
import { ACCOUNT_ERRORS } from '../errors'
import { saveReadReceipts } from './read-receipts-api'

export function ReadReceiptsSection() {
  const hintId = useId()
  const [user, setUser] = useAtom(userAtom)
  // The value being saved, shown until the server answers.
  const [saving, setSaving] = useState<boolean | null>(null)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  if (!user) return null

  const change = (value: boolean) => {
    setSaving(value)
    void run(async () => {
      const answer = await saveReadReceipts(value)
      setUser((current) => current && { ...current, private_receipts: answer.private_receipts })
    }).finally(() => setSaving(null))
  }

  return (
    <section className="card profile-section" id="read-receipts" data-testid="profile-receipts">
      <h2>
        <Trans>Read receipts</Trans>
      </h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={saving ?? user.private_receipts}
          disabled={busy}
          aria-describedby={hintId}
          data-testid="receipts-switch"
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          <Trans>Keep my reading private</Trans>
          <span id={hintId} className="field-hint">
            <Trans>
              When this is on, the members you write with do not see when you have read their
              messages, and you do not see when they have read yours.
            </Trans>
          </span>
        </span>
      </label>
      <FormError>{error}</FormError>
    </section>
  )
}

// "Read receipts" on /profile (issue 32 §5): private read receipts. While on, the members the
// member writes with do not see when their messages were read, and — as with Matrix's private
// receipts — the member does not see when theirs were. Saved at once (use-saved-switch.ts).
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { FormError } from '../../../ui/FormError'
import { saveReadReceipts } from './read-receipts-api'
import { useSavedSwitch } from './use-saved-switch'

export function ReadReceiptsSection() {
  const hintId = useId()
  const { user, on, busy, error, change } = useSavedSwitch(
    'private_receipts',
    async (value) => (await saveReadReceipts(value)).private_receipts,
  )
  if (!user) return null

  return (
    <section className="card profile-section" id="read-receipts" data-testid="profile-receipts">
      <h2>
        <Trans>Read receipts</Trans>
      </h2>
      <label className="switch-field">
        <input
          type="checkbox"
          role="switch"
          checked={on}
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

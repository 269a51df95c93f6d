// The decision on a pending selfie: approve it, or decline it with the reason the member is
// told (none chosen, Decline stays disabled), and an optional note for the audit log. The
// server deletes the selfie and closes the case in the same step; `onChanged` reloads whatever
// shows the case. A refusal (decided meanwhile, no main photo any more) stays on screen.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  VERIFICATION_DECLINE_REASONS,
  type VerificationDeclineReason,
} from '../../contract/verification'
import { CodeSelect } from '../../ui/CodeSelect'
import { DECLINE_REASON_TEXTS } from '../../ui/verification'
import { Field } from '../../ui/Field'
import { FormError } from '../../ui/FormError'
import { useAction } from '../../ui/use-action'
import { decideVerification, type VerificationDecision as Decision } from './api'
import { ADMIN_ERRORS } from './errors'
import { DECLINE_REASON_LABELS } from '../../ui/moderation-labels'

const NOTE_MAX = 1000

const isDeclineReason = (code: string): code is VerificationDeclineReason =>
  (VERIFICATION_DECLINE_REASONS as readonly string[]).includes(code)

export function VerificationDecision({
  verification,
  onChanged,
}: {
  verification: number
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const [reason, setReason] = useState<VerificationDeclineReason | null>(null)
  const [note, setNote] = useState('')
  const { busy, error, run } = useAction(ADMIN_ERRORS)
  const told = reason === null ? '' : i18n._(DECLINE_REASON_TEXTS[reason])

  const decide = (decision: Decision) => {
    void run(async () => {
      await decideVerification(verification, decision)
      onChanged()
    })
  }

  return (
    <form
      className="admin-verify-decide"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (reason !== null) decide({ approve: false, reason, note })
      }}
    >
      <Field
        label={t`Why decline`}
        hint={told === '' ? t`The member is told the reason.` : t`The member reads: ${told}`}
      >
        {(control) => (
          <CodeSelect
            {...control}
            data-testid="verification-reason"
            codes={VERIFICATION_DECLINE_REASONS}
            labels={DECLINE_REASON_LABELS}
            placeholder={t`Choose a reason`}
            value={reason ?? ''}
            onValueChange={(code) => setReason(isDeclineReason(code) ? code : null)}
          />
        )}
      </Field>
      <Field label={t`Note (optional)`} hint={t`Written to the audit log.`}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <FormError>{error}</FormError>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="verification-approve"
          disabled={busy}
          onClick={() => decide({ approve: true, note })}
        >
          <Trans>Approve</Trans>
        </button>
        <button
          type="submit"
          className="button button-danger"
          data-testid="verification-decline"
          disabled={busy || reason === null}
        >
          <Trans>Decline</Trans>
        </button>
      </div>
    </form>
  )
}

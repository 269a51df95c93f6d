// The small banner a logged-in member sees until they activate: the reminder, and "Send the
// activation mail again" with its answers: sent (and when another may be asked for), or how
// long to wait (the server's Retry-After). Loaded only for such members (app/layouts).
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { ApiError } from '../../api/errors'
import { userAtom } from '../../session'
import { useAction } from '../../ui/use-action'
import { sendActivationMail } from './api'
import { ACCOUNT_ERRORS } from './errors'

type State = { kind: 'idle' } | { kind: 'sent'; to: string } | { kind: 'wait'; minutes: number }

/** Whole minutes, at least 1, for a wait in seconds. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60))
}

export function ActivationBanner() {
  const user = useAtomValue(userAtom)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  if (!user || user.activated) return null

  const send = () =>
    run(async () => {
      try {
        const answer = await sendActivationMail()
        setState({ kind: 'sent', to: answer.sent_to })
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'activation_mail.wait') {
          setState({ kind: 'wait', minutes: waitMinutes(failure.retryAfter ?? 60) })
          return
        }
        throw failure
      }
    })

  const email = user.email
  return (
    <div className="activation-banner" data-testid="activation-banner">
      {state.kind === 'idle' && (
        <>
          <span>
            <Trans>Please activate your account with the link we mailed to {email}.</Trans>
          </span>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void send()}
          >
            <Trans>Send the activation mail again</Trans>
          </button>
        </>
      )}
      {state.kind === 'sent' && (
        <span role="status">
          <Trans>We sent a new activation link to {state.to}. Have a look in your inbox.</Trans>
        </span>
      )}
      {state.kind === 'wait' && (
        <span role="status">
          <Trans>
            We sent one a moment ago: have a look in your spam folder too. You can ask again in{' '}
            {state.minutes} min.
          </Trans>
        </span>
      )}
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

export default ActivationBanner

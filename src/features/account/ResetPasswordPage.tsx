// /reset-password: asks for the email address and always says the same thing afterwards,
// so the form does not reveal which addresses have an account.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { errorMessage } from '../../ui/error-message'
import { requestPasswordReset } from './api'

export function ResetPasswordPage({ invalidLink }: { invalidLink: boolean }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState('busy')
    setError(null)
    try {
      await requestPasswordReset(email.trim())
      setState('sent')
    } catch (failure) {
      setError(errorMessage(failure))
      setState('idle')
    }
  }

  return (
    <section className="card narrow">
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {invalidLink && (
        <p className="form-error" role="alert">
          <Trans>That reset link is invalid or has expired. Ask for a new one below.</Trans>
        </p>
      )}
      {state === 'sent' ? (
        <p role="status" data-testid="reset-sent">
          <Trans>If there is an account for that address, we have sent it a link to choose a new password. The link works for one hour.</Trans>
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <label className="field">
            <span className="field-label">{t`Email address`}</span>
            <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={state === 'busy' || !email.includes('@')}>
            <Trans>Send me a link</Trans>
          </button>
        </form>
      )}
    </section>
  )
}

// Change the login address: the new address gets a confirmation link, the old one a
// "this wasn't me" link. The password confirms it is really the member.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../api/errors'
import { errorMessage } from '../../ui/error-message'
import { requestMailChange } from './api'

export function MailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState('busy')
    setError(null)
    try {
      await requestMailChange(email.trim(), password)
      setState('sent')
    } catch (failure) {
      setState('idle')
      if (failure instanceof ApiError && failure.code === 'auth.wrong_password') setError(t`That password is not right.`)
      else if (failure instanceof ApiError && failure.code === 'mail_change.email_taken')
        setError(t`Another account already uses that address.`)
      else setError(errorMessage(failure))
    }
  }

  return (
    <section className="card" id="email">
      <h2>
        <Trans>Email address</Trans>
      </h2>
      <p>
        <Trans>You log in with {currentEmail}.</Trans>
      </p>
      {state === 'sent' ? (
        <p role="status" data-testid="mail-change-sent">
          <Trans>Check your new inbox: click the link we sent there to confirm the change.</Trans>
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <label className="field">
            <span className="field-label">{t`New email address`}</span>
            <input type="email" name="new-email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label className="field">
            <span className="field-label">{t`Your password`}</span>
            <input
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={state === 'busy' || !email.includes('@') || !password}>
            <Trans>Change email address</Trans>
          </button>
        </form>
      )}
    </section>
  )
}

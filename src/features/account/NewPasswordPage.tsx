// /reset-password/do: the mailed link logged the member in for a short while; here they
// choose the new password, which also ends their other sessions.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../api/errors'
import { errorMessage } from '../../ui/error-message'
import { showToast } from '../../ui/toast-state'
import { setNewPassword } from './api'

export function NewPasswordPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const mismatch = repeat !== '' && repeat !== password

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await setNewPassword(password)
      showToast({ kind: 'success', body: t`Your new password is set.` })
      await navigate({ to: '/members' })
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === 'password_reset.session_required'
          ? t`This reset link has expired. Please ask for a new one.`
          : errorMessage(failure),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card narrow">
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field-label">{t`New password`}</span>
          <input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">{t`Repeat the new password`}</span>
          <input type="password" name="repeat" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          {mismatch && <span className="field-error">{t`The two passwords are not the same.`}</span>}
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error} <Link to="/reset-password">{t`Request a new link`}</Link>
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy || !password || repeat !== password}>
          <Trans>Save new password</Trans>
        </button>
      </form>
    </section>
  )
}

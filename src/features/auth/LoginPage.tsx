// /login: email and password. A guarded page sent the visitor here with ?redirect=; after
// logging in they go back there, else to the members.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../api/errors'
import { errorMessage } from '../../ui/error-message'
import { logIn } from './session'

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await logIn({ email: email.trim(), password })
      // The way back may carry a query and a hash (/notifications#email-change-incorrect).
      router.history.push(redirect ?? '/members')
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code === 'login.invalid_credentials'
          ? t`That email address and password do not match.`
          : errorMessage(failure),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card narrow">
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span className="field-label">{t`Email address`}</span>
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">{t`Password`}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy || !email || !password}>
          <Trans>Log in</Trans>
        </button>
      </form>
      <p>
        <Link to="/reset-password">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          New here? <Link to="/signup">Sign up for free</Link>
        </Trans>
      </p>
    </section>
  )
}

// /login: email and password. A guarded page sent the visitor here with ?redirect=; after
// logging in they go back there, else to the members.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useEarlyInput } from '../../ui/early-input'
import { CurrentPasswordField, EmailAddressField } from '../../ui/AccountFields'
import { SubmitFooter } from '../../ui/SubmitFooter'
import { useAction } from '../../ui/use-action'
import { AUTH_ERRORS } from './errors'
import { logIn } from './session'

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const form = useEarlyInput()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { busy, error, run } = useAction(AUTH_ERRORS)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await logIn({ email: email.trim(), password })
      // The way back may carry a query and a hash (/notifications#email-change-incorrect).
      router.history.push(redirect ?? '/members')
    })
  }

  return (
    <section className="card narrow">
      <h1>
        <Trans>Log in</Trans>
      </h1>
      {/* method="post": sent without the app, the password is never in an address. */}
      <form {...form} method="post" onSubmit={submit} noValidate>
        <EmailAddressField value={email} onValueChange={setEmail} />
        <CurrentPasswordField
          label={t`Password`}
          name="password"
          value={password}
          onValueChange={setPassword}
        />
        <SubmitFooter error={error} disabled={busy || !email || !password}>
          <Trans>Log in</Trans>
        </SubmitFooter>
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

// Change the login address: the new address gets a confirmation link, the old one a
// "this wasn't me" link. The password confirms it is really the member.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { CurrentPasswordField, EmailAddressField } from '../../ui/AccountFields'
import { SubmitFooter } from '../../ui/SubmitFooter'
import { useAction } from '../../ui/use-action'
import { requestMailChange } from './api'
import { ACCOUNT_ERRORS } from './errors'

export function MailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [sent, setSent] = useState(false)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await requestMailChange(email.trim(), password)
      setSent(true)
    })
  }

  return (
    <section className="card" id="email">
      <h2>
        <Trans>Email address</Trans>
      </h2>
      <p>
        <Trans>You log in with {currentEmail}.</Trans>
      </p>
      {sent ? (
        <p role="status" data-testid="mail-change-sent">
          <Trans>Check your new inbox: click the link we sent there to confirm the change.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <EmailAddressField
            label={t`New email address`}
            name="new-email"
            value={email}
            onValueChange={setEmail}
          />
          <CurrentPasswordField value={password} onValueChange={setPassword} />
          <SubmitFooter
            error={error}
            primary={false}
            disabled={busy || !email.includes('@') || !password}
          >
            <Trans>Change email address</Trans>
          </SubmitFooter>
        </form>
      )}
    </section>
  )
}

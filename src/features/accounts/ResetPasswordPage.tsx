// /reset-password: asks for the email address and always says the same thing afterwards,
// so the form does not reveal which addresses have an account.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { EmailAddressField } from '../../ui/AccountFields'
import { FormError } from '../../ui/FormError'
import { SubmitFooter } from '../../ui/SubmitFooter'
import { useAction } from '../../ui/use-action'
import { requestPasswordReset } from './api'

export function ResetPasswordPage({ invalidLink }: { invalidLink: boolean }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const { busy, error, run } = useAction()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await requestPasswordReset(email.trim())
      setSent(true)
    })
  }

  return (
    <section className="card narrow">
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {invalidLink && (
        <FormError>{t`That reset link is invalid or has expired. Ask for a new one below.`}</FormError>
      )}
      {sent ? (
        <p role="status" data-testid="reset-sent">
          <Trans>
            If there is an account for that address, we have sent it a link to choose a new
            password. The link works for one hour.
          </Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <EmailAddressField value={email} onValueChange={setEmail} />
          <SubmitFooter error={error} disabled={busy || !email.includes('@')}>
            <Trans>Send me a link</Trans>
          </SubmitFooter>
        </form>
      )}
    </section>
  )
}

// /reset-password/do: the mailed link logged the member in for a short while; here they
// choose the new password, which also ends their other sessions. The strength meter shows
// under it; a password too short is not sent (issue 28 §4).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../api/errors'
import { showToast } from '../../ui/toast-state'
import { SubmitFooter } from '../../ui/SubmitFooter'
import { useAction } from '../../ui/use-action'
import { setNewPassword } from './api'
import { ACCOUNT_ERRORS } from './errors'
import { NewPasswordFields, useNewPassword } from './NewPasswordFields'

export function NewPasswordPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const newPassword = useNewPassword()
  const [expired, setExpired] = useState(false)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setExpired(false)
    void run(async () => {
      try {
        await setNewPassword(newPassword.password)
      } catch (failure) {
        setExpired(
          failure instanceof ApiError && failure.code === 'password_reset.session_required',
        )
        throw failure
      }
      showToast({ kind: 'success', body: t`Your new password is set.` })
      await navigate({ to: '/members' })
    })
  }

  return (
    <section className="card narrow">
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields
          state={newPassword}
          names={{ password: 'password', repeat: 'repeat' }}
          repeatLabel={t`Repeat the new password`}
        />
        <SubmitFooter
          error={
            error && (
              <>
                {error} {expired && <Link to="/reset-password">{t`Request a new link`}</Link>}
              </>
            )
          }
          disabled={busy || !newPassword.ready}
        >
          <Trans>Save new password</Trans>
        </SubmitFooter>
      </form>
    </section>
  )
}

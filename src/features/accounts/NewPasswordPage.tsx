// /reset-password/do: the mailed link logged the member in for a short while; here they
// choose the new password, which also ends their other sessions. The strength meter shows
// under it; a password too short is not sent (issue 28 §4).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../contract/rules'
import { settingsAtom, userAtom } from '../../session'
import { ApiError } from '../../api/errors'
import { TextField } from '../../ui/TextField'
import { FormError } from '../../ui/FormError'
import { showToast } from '../../ui/toast-state'
import { useAction } from '../../ui/use-action'
import { setNewPassword } from './api'
import { ACCOUNT_ERRORS } from './errors'
import { newPasswordHint } from '../../ui/password-meter/NewPasswordHint'

export function NewPasswordPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [expired, setExpired] = useState(false)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setExpired(false)
    void run(async () => {
      try {
        await setNewPassword(password)
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
        <TextField
          label={t`New password`}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          hint={newPasswordHint(password, {
            email: user?.email,
            name: user?.profile.name,
            site: settings?.name,
          })}
        />
        <TextField
          label={t`Repeat the new password`}
          error={
            repeat !== '' && repeat !== password
              ? t`The two passwords are not the same.`
              : undefined
          }
          type="password"
          name="repeat"
          autoComplete="new-password"
          value={repeat}
          onValueChange={setRepeat}
        />
        <FormError>
          {error && (
            <>
              {error} {expired && <Link to="/reset-password">{t`Request a new link`}</Link>}
            </>
          )}
        </FormError>
        <button
          type="submit"
          className="button button-primary"
          disabled={busy || [...password].length < PASSWORD_MIN_LENGTH || repeat !== password}
        >
          <Trans>Save new password</Trans>
        </button>
      </form>
    </section>
  )
}

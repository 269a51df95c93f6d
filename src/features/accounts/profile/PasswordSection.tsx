// Change the password: the current one confirms it is the member; the new one is typed twice.
// Other browsers are logged out, this one stays. The new one shows the strength meter and must
// be long enough to send; the server judges the rest (issue 28 §4).
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../../contract/rules'
import { settingsAtom, userAtom } from '../../../session'
import { FormError } from '../../../ui/FormError'
import { TextField } from '../../../ui/TextField'
import { useAction } from '../../../ui/use-action'
import { changePassword } from '../api'
import { ACCOUNT_ERRORS } from '../errors'
import { newPasswordHint } from '../../../ui/password-meter/NewPasswordHint'

export function PasswordSection() {
  const { t } = useLingui()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [done, setDone] = useState(false)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)
  const mismatch = repeat !== '' && repeat !== next
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)
  const tooShort = [...next].length < PASSWORD_MIN_LENGTH

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await changePassword(current, next)
      setCurrent('')
      setNext('')
      setRepeat('')
      setDone(true)
    })
  }

  return (
    <section className="card profile-section" id="password" data-testid="profile-password">
      <h2>
        <Trans>Password</Trans>
      </h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t`Current password`}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onValueChange={(value) => {
            setCurrent(value)
            setDone(false)
          }}
        />
        <TextField
          label={t`New password`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={next}
          onValueChange={setNext}
          hint={newPasswordHint(next, {
            email: user?.email,
            name: user?.profile.name,
            site: settings?.name,
          })}
        />
        <TextField
          label={t`New password again`}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          value={repeat}
          onValueChange={setRepeat}
          error={mismatch ? t`The two passwords are not the same.` : undefined}
        />
        <FormError>{error}</FormError>
        <div className="profile-section-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || !current || !next || tooShort || next !== repeat}
          >
            <Trans>Change password</Trans>
          </button>
          <span className="profile-saved" role="status">
            {done ? <Trans>Password changed. Other devices are logged out.</Trans> : null}
          </span>
        </div>
      </form>
    </section>
  )
}

// Change the password: the current one confirms it is the member; the new one is typed twice.
// Other browsers are logged out, this one stays. The new one shows the strength meter and must
// be long enough to send; the server judges the rest (issue 28 §4).
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CurrentPasswordField } from '../../../ui/AccountFields'
import { useAction } from '../../../ui/use-action'
import { changePassword } from '../api'
import { ACCOUNT_ERRORS } from '../errors'
import { NewPasswordFields, useNewPassword } from '../NewPasswordFields'
import { ProfileSection } from './ProfileSection'

export function PasswordSection() {
  const { t } = useLingui()
  const [current, setCurrent] = useState('')
  const next = useNewPassword()
  const [done, setDone] = useState(false)
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)

  const submit = () =>
    void run(async () => {
      await changePassword(current, next.password)
      setCurrent('')
      next.clear()
      setDone(true)
    })

  return (
    <ProfileSection
      id="password"
      title={<Trans>Password</Trans>}
      status={{ busy, error, saved: done }}
      canSave={current !== '' && next.ready}
      onSave={submit}
      saveLabel={<Trans>Change password</Trans>}
      savedText={<Trans>Password changed. Other devices are logged out.</Trans>}
    >
      <CurrentPasswordField
        label={t`Current password`}
        value={current}
        onValueChange={(value) => {
          setCurrent(value)
          setDone(false)
        }}
      />
      <NewPasswordFields
        state={next}
        names={{ password: 'new-password', repeat: 'repeat-password' }}
        repeatLabel={t`New password again`}
      />
    </ProfileSection>
  )
}

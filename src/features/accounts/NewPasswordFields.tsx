// The new password typed twice (the reset link's page and the profile's password section): the
// strength meter under the first field, the mismatch under the second, and the rule for when
// the pair may be sent. The server judges the rest (issue 28 §4).
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PASSWORD_MIN_LENGTH } from '../../contract/rules'
import { settingsAtom, userAtom } from '../../session'
import { newPasswordHint } from '../../ui/password-meter/NewPasswordHint'
import { TextField } from '../../ui/TextField'

/** The pair's state: what is typed, and whether it may be sent (long enough, typed the same). */
export function useNewPassword() {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  return {
    password,
    repeat,
    setPassword,
    setRepeat,
    ready: [...password].length >= PASSWORD_MIN_LENGTH && repeat === password,
    clear: () => {
      setPassword('')
      setRepeat('')
    },
  }
}

export function NewPasswordFields({
  state: { password, repeat, setPassword, setRepeat },
  names,
  repeatLabel,
}: {
  state: ReturnType<typeof useNewPassword>
  /** The inputs' names: the two forms have always named them differently. */
  names: { password: string; repeat: string }
  repeatLabel: string
}) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const settings = useAtomValue(settingsAtom)
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        name={names.password}
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
        label={repeatLabel}
        error={
          repeat !== '' && repeat !== password ? t`The two passwords are not the same.` : undefined
        }
        type="password"
        name={names.repeat}
        autoComplete="new-password"
        value={repeat}
        onValueChange={setRepeat}
      />
    </>
  )
}

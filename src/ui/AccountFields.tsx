// The two inputs of an account form that browsers and password managers fill: an email address
// and the member's current password (login, reset, mail change, password change, deletion).
// Their type and autocomplete hints are fixed here, so no form gets one of them wrong.
import { useLingui } from '@lingui/react/macro'
import { TextField } from './TextField'

interface AccountFieldProps {
  /** The label when it is not the usual one. */
  label?: string
  /** The input's name when it is not the usual one. */
  name?: string
  value: string
  onValueChange: (value: string) => void
}

export function EmailAddressField({ label, name = 'email', ...value }: AccountFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Email address`}
      type="email"
      name={name}
      autoComplete="email"
      {...value}
    />
  )
}

/** The password the member has now, to prove it is them. */
export function CurrentPasswordField({
  label,
  name = 'current-password',
  ...value
}: AccountFieldProps) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Your password`}
      type="password"
      name={name}
      autoComplete="current-password"
      {...value}
    />
  )
}

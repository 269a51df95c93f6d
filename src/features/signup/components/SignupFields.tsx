// The signup form's name and password fields (spec §2, §7). The password can be shown as
// plain text, and its hint is the strength meter, which weighs the email, name and site name
// too; the form decides which rule, if any, the field's error shows.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { NAME_MAX, PASSWORD_MAX } from '../../../contract/rules'
import { Field } from '../../../ui/Field'
import { newPasswordHint } from '../../../ui/password-meter/NewPasswordHint'
import type { PasswordOwner } from '../../../ui/password-meter/use-password-judgement'

interface FieldProps {
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

export function NameField({ value, error, onChange, onBlur }: FieldProps) {
  const { t } = useLingui()
  return (
    <Field label={t`Name`} hint={t`This is how other members see you.`} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          name="name"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  )
}

export function NewPasswordField({
  value,
  error,
  onChange,
  onBlur,
  owner,
}: FieldProps & { owner: PasswordOwner }) {
  const { t } = useLingui()
  const [showPassword, setShowPassword] = useState(false)
  return (
    <Field label={t`Password`} hint={newPasswordHint(value, owner)} error={error}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <button
            type="button"
            className="button button-small password-toggle"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t`Hide` : t`Show`}
          </button>
        </div>
      )}
    </Field>
  )
}

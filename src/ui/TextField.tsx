// A labelled single-line input (email, password, text) on top of Field, for the many forms
// that need nothing more.
import type { InputHTMLAttributes, ReactNode } from 'react'
import { Field } from './Field'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>

export function TextField({
  label,
  error,
  hint,
  value,
  onValueChange,
  ...input
}: InputProps & {
  label: ReactNode
  error?: ReactNode
  hint?: ReactNode
  value: string
  onValueChange: (value: string) => void
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  )
}

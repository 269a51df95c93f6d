// A labelled <select> in a Field (label, hint, error wired for a screen reader): its choices
// as value/label pairs, an optional first empty choice ("Choose …", "Whole country"), and any
// extra <option> after them (a saved value the list no longer has).
import type { ReactNode } from 'react'
import { Field } from './Field'

export interface SelectChoice {
  value: string
  label: ReactNode
}

interface SelectFieldProps {
  label: ReactNode
  name: string
  value: string
  onValueChange: (value: string) => void
  choices: readonly SelectChoice[]
  /** The first choice, value '', when the field may stay empty. */
  empty?: string
  error?: ReactNode
  children?: ReactNode
}

export function SelectField({
  label,
  name,
  value,
  onValueChange,
  choices,
  empty,
  error,
  children,
}: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {empty !== undefined && <option value="">{empty}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  )
}

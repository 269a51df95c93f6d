// A form field: its label, the control, an optional hint and the error text under it. The
// control gets the id, aria-invalid and aria-describedby it needs through a render prop, so
// a screen reader reads the error with the field. `group` renders a fieldset with a legend
// for controls made of several inputs (the date picker).
import { useId, type ReactNode } from 'react'

export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: ReactNode
  error?: ReactNode
  hint?: ReactNode
  group?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ label, error, hint, group = false, className, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  })
  const classes = ['field', error ? 'field-invalid' : null, className ?? null]
    .filter(Boolean)
    .join(' ')
  const after = (
    <>
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      )}
    </>
  )
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={describedBy}>
        <legend className="field-label">{label}</legend>
        {control}
        {after}
      </fieldset>
    )
  }
  return (
    <div className={classes}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {control}
      {after}
    </div>
  )
}

// A group's radio buttons, each inside its label with the text after it, so the whole label
// is the thing to tap. The group's fieldset and legend (or Field) are the caller's.
import type { ReactNode } from 'react'

export interface RadioChoice<V extends string> {
  value: V
  label: ReactNode
}

export function RadioChoices<V extends string>({
  name,
  choices,
  value,
  onChange,
  className,
}: {
  name: string
  choices: readonly RadioChoice<V>[]
  /** The chosen value; none is checked while it matches no choice. */
  value: string
  onChange: (value: V) => void
  /** Each label's class. */
  className: string
}) {
  return (
    <>
      {choices.map((choice) => (
        <label key={choice.value} className={className}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </>
  )
}

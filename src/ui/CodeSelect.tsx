// A <select> of one of the contract's code lists, each code shown by its translated label,
// with a first empty choice ("Choose a …", "All …") when one is given. Put it in a Field for
// the label and error, or in a <label>.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { SelectHTMLAttributes } from 'react'

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>

export function CodeSelect<Code extends string>({
  codes,
  labels,
  value,
  onValueChange,
  placeholder,
  ...select
}: SelectProps & {
  codes: readonly Code[]
  labels: Record<Code, MessageDescriptor>
  /** A code, or '' for the empty choice. */
  value: string
  onValueChange: (value: string) => void
  placeholder?: string
}) {
  const { i18n } = useLingui()
  return (
    <select {...select} value={value} onChange={(event) => onValueChange(event.target.value)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {codes.map((code) => (
        <option key={code} value={code}>
          {i18n._(labels[code])}
        </option>
      ))}
    </select>
  )
}

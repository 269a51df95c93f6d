// The free-text profile notes ("About me", spec §2 step 5), wherever they are written: the
// signup step and the profile page. The box grows with the text, between `minRows` and
// `maxRows` lines.
import { useLingui } from '@lingui/react/macro'
import { PERSONAL_MAX } from '../contract/rules'
import { Field } from './Field'

interface NotesFieldProps {
  value: string
  onChange: (value: string) => void
  minRows?: number
  maxRows?: number
}

export function NotesField({ value, onChange, minRows = 2, maxRows = 10 }: NotesFieldProps) {
  const { t } = useLingui()
  const rows = Math.min(Math.max(value.split('\n').length + 1, minRows), maxRows)
  return (
    <Field label={t`About me`} hint={t`What do you enjoy, and who would you like to meet?`}>
      {(control) => (
        <textarea
          {...control}
          name="personal"
          rows={rows}
          maxLength={PERSONAL_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

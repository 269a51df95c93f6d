// The fields the case forms share (contact, complaint, report): a code list in a select, the
// free text capped at the contract's length, and a visitor's name and address. One place, so
// the three forms label, cap and name them alike.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { CASE_BODY_MAX } from '../../contract/cases'
import { CodeSelect } from '../../ui/CodeSelect'
import { Field } from '../../ui/Field'
import { TextField } from '../../ui/TextField'

export function CaseCodeField<Code extends string>({
  label,
  error,
  ...select
}: {
  label: string
  error: string | undefined
  name: string
  codes: readonly Code[]
  labels: Record<Code, MessageDescriptor>
  placeholder: string
  value: string
  onValueChange: (value: string) => void
}) {
  return (
    <Field label={label} error={error}>
      {(control) => <CodeSelect {...control} {...select} />}
    </Field>
  )
}

export function CaseText({
  label,
  hint,
  error,
  name,
  rows,
  value,
  onValueChange,
}: {
  label: string
  hint?: string
  error: string | undefined
  name: string
  rows: number
  value: string
  onValueChange: (value: string) => void
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          maxLength={CASE_BODY_MAX}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  )
}

export function SenderFields({
  name,
  email,
  onName,
  onEmail,
  emailHint,
  fieldError,
}: {
  name: string
  email: string
  onName: (name: string) => void
  onEmail: (email: string) => void
  emailHint?: string
  fieldError: (field: 'name' | 'email') => string | undefined
}) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={t`Your name`}
        name="name"
        autoComplete="name"
        value={name}
        onValueChange={onName}
        error={fieldError('name')}
      />
      <TextField
        label={t`Your email address`}
        hint={emailHint}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onValueChange={onEmail}
        error={fieldError('email')}
      />
    </>
  )
}

/**
 * Where the answer goes: `known` says it when the server knows the sender's address (a
 * member's account, a blocked account's), else the visitor gives a name and an address.
 */
export function SenderPart({
  known,
  ...fields
}: { known: string | null } & Parameters<typeof SenderFields>[0]) {
  return known !== null ? <p className="field-hint">{known}</p> : <SenderFields {...fields} />
}

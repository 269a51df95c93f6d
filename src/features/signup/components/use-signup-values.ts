// What the signup form holds: the three values, which fields the visitor has left, and the
// rules the server refused until the field changes. A rule shows once its field was left
// (or the server named it), so nothing turns red while the visitor is still typing.
import { useState } from 'react'
import {
  signupRuleErrors,
  type FieldRules,
  type SignupField,
  type SignupValues,
} from '../form-rules'
import { nameFromEmail } from '../email-check'

const NONE_TOUCHED: Record<SignupField, boolean> = { email: false, name: false, password: false }

export function useSignupValues() {
  const [values, setValues] = useState<SignupValues>({ email: '', name: '', password: '' })
  const [touched, setTouched] = useState(NONE_TOUCHED)
  const [serverRules, setServerRules] = useState<FieldRules>({})

  const ownRules = signupRuleErrors(values)
  const rules: FieldRules = { ...serverRules, ...ownRules }

  const change = (field: SignupField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      // Spec §5: an empty name is prefilled from the part before the @.
      if (field === 'email' && current.name === '') next.name = nameFromEmail(value)
      return next
    })
    setServerRules((current) => {
      const next = { ...current }
      delete next[field]
      // The name rule compares with the email, so an email change clears both.
      if (field === 'email') delete next.name
      return next
    })
  }
  const leave = (field: SignupField) => setTouched((current) => ({ ...current, [field]: true }))
  const touchAll = () => setTouched({ email: true, name: true, password: true })
  const shown = (field: SignupField) =>
    touched[field] || serverRules[field] ? rules[field] : undefined

  return { values, rules, change, leave, touchAll, shown, setServerRules }
}

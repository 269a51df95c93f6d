// The signup form's own checks, with the contract's §5 rules the server's schemas are built on
// (zod-free: the form is on every lander): each field's first broken rule as a RULE key
// (translated by messages.ts).
import {
  emailRule,
  nameEqualsEmail,
  nameRule,
  PASSWORD_MIN_LENGTH,
  passwordRule,
  RULE,
} from '../../contract/rules'

export type SignupField = 'email' | 'name' | 'password'
export interface SignupValues {
  email: string
  name: string
  password: string
}
export type FieldRules = Partial<Record<SignupField, string>>

export function signupRuleErrors(values: SignupValues): FieldRules {
  const errors: FieldRules = {}
  const email = emailRule(values.email)
  if (email) errors.email = email
  const name = nameRule(values.name)
  if (name) errors.name = name
  else if (values.email.trim() !== '' && nameEqualsEmail(values.name, values.email))
    errors.name = RULE.nameEqualToEmail
  const password = passwordRule(values.password)
  if (password) errors.password = password
  else if ([...values.password].length < PASSWORD_MIN_LENGTH)
    errors.password = RULE.passwordTooShort
  return errors
}

/** The server's refusals of the password (422), as the password field's rule. */
export function serverPasswordRule(code: string): FieldRules | null {
  return code === RULE.passwordTooShort || code === RULE.passwordTooWeak ? { password: code } : null
}

/** Server field errors ("body.name" → name) as RULE keys for the form's fields. */
export function serverFieldRules(fields: readonly { path: string; message: string }[]): FieldRules {
  const errors: FieldRules = {}
  for (const field of fields) {
    const name = field.path.split('.').pop()
    if ((name === 'email' || name === 'name' || name === 'password') && !errors[name])
      errors[name] = field.message
  }
  return errors
}

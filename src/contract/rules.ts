// The rules of spec §5 that need no schema: the message keys, the limits, the date of birth
// and the name-not-email checks. Zod-free, so a page that only shows a limit (the search's
// least age, a field's length) does not load and build every schema of the contract to
// hydrate; the schemas built on them are in validation.ts.

export const RULE = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'validation.too_long',
  nameStartsWithAt: 'signup.name_starts_with_at',
  nameEqualToEmail: 'signup.name_equal_to_email',
  dateOfBirth: 'profile.date_of_birth_error',
  cityTooLong: 'profile.city_too_long',
  // A new password's rule (password-rules.ts); the server answers these as 422 codes.
  passwordTooShort: 'password.too_short',
  passwordTooWeak: 'password.too_weak',
} as const

export const NAME_MAX = 150
export const CITY_MAX = 255
export const PASSWORD_MAX = 200
/** A new password's least length (issue 28 §4); login takes any older one. */
export const PASSWORD_MIN_LENGTH = 8
export const MIN_AGE = 18
export const PERSONAL_MAX = 5000
/** The placeholder the spec uses for an empty date of birth. */
export const EMPTY_DATE = '0000-00-00'

/** Whole years between a YYYY-MM-DD date and `now` (UTC calendar dates). */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number]
  let age = now.getUTCFullYear() - y
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1
  return age
}

/** A real calendar date, no zero part (0000, 00), the person at least MIN_AGE (spec §5). */
export function isValidDateOfBirth(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (y === 0 || m === 0 || d === 0) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return false
  return ageOn(value, now) >= MIN_AGE && ageOn(value, now) <= 120
}

/** Name must not equal the email (spec §5), compared without case or surrounding space. */
export function nameEqualsEmail(name: string, email: string): boolean {
  return name.trim().toLowerCase() === email.trim().toLowerCase()
}

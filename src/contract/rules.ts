// The rules of spec §5 that need no schema: the message keys, the limits, each field's checks
// and the photos' limits. Zod-free, so a page that only shows a limit or checks a form as the
// member types (the signup form, on /signup and every lander) does not load and build every
// schema of the contract to hydrate. validation.ts builds the schemas on the same limits and
// patterns, for the server and the OpenAPI document; validation.test.ts holds each field's
// rule and schema to the same answer.

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

/** A key of RULE: what the UI translates and the server answers in `fields[].message`. */
export type Rule = (typeof RULE)[keyof typeof RULE]

export const EMAIL_MAX = 254
export const NAME_MAX = 150
export const CITY_MAX = 255
export const PASSWORD_MAX = 200
/** A new password's least length (issue 28 §4); login takes any older one. */
export const PASSWORD_MIN_LENGTH = 8
export const MIN_AGE = 18
export const PERSONAL_MAX = 5000
/** The HTML5 email pattern (what the browser's type=email accepts), plus a dot in the domain. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** The first rule an email address breaks (spec §5; compared trimmed), or undefined. */
export function emailRule(value: string): Rule | undefined {
  const email = value.trim()
  if (email === '') return RULE.required
  if (email.length > EMAIL_MAX) return RULE.tooLong
  return EMAIL_PATTERN.test(email) ? undefined : RULE.email
}

/** The first rule a name breaks (1–150 characters trimmed, not starting with @), or undefined. */
export function nameRule(value: string): Rule | undefined {
  const name = value.trim()
  if (name === '') return RULE.required
  if (name.length > NAME_MAX) return RULE.tooLong
  return name.startsWith('@') ? RULE.nameStartsWithAt : undefined
}

/** The first rule any password breaks (present, at most 200; a new one's length is apart). */
export function passwordRule(value: string): Rule | undefined {
  if (value === '') return RULE.required
  return value.length > PASSWORD_MAX ? RULE.tooLong : undefined
}

/** The rule a city breaks (at most 255 characters trimmed), or undefined. */
export function cityRule(value: string): Rule | undefined {
  return value.trim().length > CITY_MAX ? RULE.cityTooLong : undefined
}

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

/** What one photo may be (checked by content on the server) and how many go at once or in all. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const IMAGES_PER_UPLOAD = 6
/** Photos one member may have in all; more answers 400 image.too_many. */
export const IMAGES_PER_MEMBER = 30

// The validation rules of spec §5, shared by the signup form and the server so the two
// cannot disagree. Every message is a key; the client shows its translation (see
// src/features/signup) and the server returns it in `fields[].message`.
import { z } from './zod'

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

// The HTML5 email pattern (what the browser's type=email accepts), plus a dot in the domain.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export const emailSchema = z
  .string({ error: RULE.required })
  .trim()
  .min(1, RULE.required)
  .max(254, RULE.tooLong)
  .regex(EMAIL_PATTERN, RULE.email)

export const nameSchema = z
  .string({ error: RULE.required })
  .trim()
  .min(1, RULE.required)
  .max(NAME_MAX, RULE.tooLong)
  .refine((name) => !name.startsWith('@'), RULE.nameStartsWithAt)

export const passwordSchema = z
  .string({ error: RULE.required })
  .min(1, RULE.required)
  .max(PASSWORD_MAX, RULE.tooLong)

export const citySchema = z.string().trim().max(CITY_MAX, RULE.cityTooLong)

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

export const dateOfBirthSchema = z
  .string()
  .refine((value) => isValidDateOfBirth(value), RULE.dateOfBirth)

/** A date of birth to save: a valid one, or EMPTY_DATE to clear it (step 4's continue-without). */
export const dateOfBirthOrEmptySchema = z
  .string()
  .refine((value) => value === EMPTY_DATE || isValidDateOfBirth(value), RULE.dateOfBirth)

/** Name must not equal the email (spec §5), compared without case or surrounding space. */
export function nameEqualsEmail(name: string, email: string): boolean {
  return name.trim().toLowerCase() === email.trim().toLowerCase()
}

const nameAndEmailSchema = z.object({ name: nameSchema, email: emailSchema })

/**
 * Adds the name-equal-to-email rule (spec §5) to a body with `name` and `email`. zod 4 skips
 * an object's refinements once any of its fields failed; `when` runs this one whenever name
 * and email themselves pass, so a wrong password does not hide it (issue 8).
 */
export function withNameNotEmail<T extends z.ZodType<{ name: string; email: string }>>(
  schema: T,
): T {
  return schema.refine((body) => !nameEqualsEmail(body.name, body.email), {
    message: RULE.nameEqualToEmail,
    path: ['name'],
    when: (payload) => nameAndEmailSchema.safeParse(payload.value).success,
  })
}

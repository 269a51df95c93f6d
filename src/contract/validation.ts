// The validation rules of spec §5 as schemas, for the server and its OpenAPI document, built
// on the keys, limits and patterns of rules.ts; the forms check with the same rules there, as
// zod-free functions (validation.test.ts holds each to its schema's answer). Every message is
// a key; the client shows its translation and the server returns it in `fields[].message`.
import { z } from './zod'
import {
  CITY_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMPTY_DATE,
  isValidDateOfBirth,
  NAME_MAX,
  nameEqualsEmail,
  PASSWORD_MAX,
  RULE,
} from './rules'

export const emailSchema = z
  .string({ error: RULE.required })
  .trim()
  .min(1, RULE.required)
  .max(EMAIL_MAX, RULE.tooLong)
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

export const dateOfBirthSchema = z
  .string()
  .refine((value) => isValidDateOfBirth(value), RULE.dateOfBirth)

/** A date of birth to save: a valid one, or EMPTY_DATE to clear it (step 4's continue-without). */
export const dateOfBirthOrEmptySchema = z
  .string()
  .refine((value) => value === EMPTY_DATE || isValidDateOfBirth(value), RULE.dateOfBirth)

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

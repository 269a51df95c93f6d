import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  citySchema,
  dateOfBirthOrEmptySchema,
  dateOfBirthSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  withNameNotEmail,
} from './validation'
import {
  ageOn,
  cityRule,
  emailRule,
  isValidDateOfBirth,
  nameEqualsEmail,
  nameRule,
  passwordRule,
  RULE,
} from './rules'

const firstMessage = (result: {
  success: boolean
  error?: { issues: Array<{ message: string }> }
}) => result.error?.issues[0]?.message

describe('spec §5 rules', () => {
  it('email: standard pattern', () => {
    expect(emailSchema.safeParse('anna@example.nl').success).toBe(true)
    expect(firstMessage(emailSchema.safeParse('anna@example'))).toBe(RULE.email)
    expect(firstMessage(emailSchema.safeParse('anna example.nl'))).toBe(RULE.email)
    expect(firstMessage(emailSchema.safeParse(''))).toBe(RULE.required)
  })

  it('name: required, 1–150, not starting with @', () => {
    expect(nameSchema.safeParse('Anna').success).toBe(true)
    expect(firstMessage(nameSchema.safeParse(''))).toBe(RULE.required)
    expect(firstMessage(nameSchema.safeParse('@anna'))).toBe(RULE.nameStartsWithAt)
    expect(nameSchema.safeParse('a'.repeat(150)).success).toBe(true)
    expect(firstMessage(nameSchema.safeParse('a'.repeat(151)))).toBe(RULE.tooLong)
  })

  it('name must not equal the email', () => {
    expect(nameEqualsEmail(' Anna@Example.nl ', 'anna@example.nl')).toBe(true)
    expect(nameEqualsEmail('Anna', 'anna@example.nl')).toBe(false)
  })

  it('date of birth: real date, no zero part, 18 or older', () => {
    const now = new Date(Date.UTC(2026, 10, 20))
    expect(isValidDateOfBirth('2008-11-20', now)).toBe(true)
    expect(isValidDateOfBirth('2008-11-21', now)).toBe(false)
    expect(isValidDateOfBirth('1990-02-30', now)).toBe(false)
    expect(isValidDateOfBirth('0000-05-10', now)).toBe(false)
    expect(isValidDateOfBirth('1990-00-10', now)).toBe(false)
    expect(isValidDateOfBirth('1990-05-00', now)).toBe(false)
    expect(isValidDateOfBirth('1990-5-1', now)).toBe(false)
    expect(ageOn('1990-11-21', now)).toBe(35)
    expect(firstMessage(dateOfBirthSchema.safeParse('0000-00-00'))).toBe(RULE.dateOfBirth)
  })

  it('date of birth to save: a valid date or 0000-00-00 to clear it', () => {
    expect(dateOfBirthOrEmptySchema.safeParse('0000-00-00').success).toBe(true)
    expect(dateOfBirthOrEmptySchema.safeParse('1990-05-10').success).toBe(true)
    expect(firstMessage(dateOfBirthOrEmptySchema.safeParse('1990-05-00'))).toBe(RULE.dateOfBirth)
    expect(firstMessage(dateOfBirthOrEmptySchema.safeParse(''))).toBe(RULE.dateOfBirth)
  })

  it('city: at most 255', () => {
    expect(citySchema.safeParse('x'.repeat(255)).success).toBe(true)
    expect(firstMessage(citySchema.safeParse('x'.repeat(256)))).toBe(RULE.cityTooLong)
  })
})

describe('the forms’ zod-free rules answer as the server’s schemas do', () => {
  // Strings near every edge: empty, blank, around each limit, '@' first, addresses good and bad.
  const near = (limit: number) =>
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(' ', '  \t', '@', '@anna', ' @anna ', 'anna@example.nl', 'a@b', 'a@b.c'),
      fc.emailAddress(),
      fc.emailAddress().map((email) => ` ${email} `),
      fc.integer({ min: limit - 2, max: limit + 2 }).map((length) => 'x'.repeat(length)),
      fc.integer({ min: limit - 2, max: limit + 2 }).map((length) => ` ${'x'.repeat(length)} `),
      fc
        .integer({ min: limit - 12, max: limit + 2 })
        .map((length) => `${'a'.repeat(length)}@ex.nl`),
    )
  const schemaSays = (schema: z.ZodType, value: string) => firstMessage(schema.safeParse(value))

  it.each([
    ['email', emailSchema, emailRule, 254],
    ['name', nameSchema, nameRule, 150],
    ['password', passwordSchema, passwordRule, 200],
    ['city', citySchema, cityRule, 255],
  ] as const)('%s', (_field, schema, rule, limit) => {
    fc.assert(
      fc.property(near(limit), (value) => {
        expect(rule(value)).toBe(schemaSays(schema, value))
      }),
      { numRuns: 400 },
    )
  })
})

describe('withNameNotEmail', () => {
  const form = withNameNotEmail(
    z.object({ email: emailSchema, name: nameSchema, password: passwordSchema }),
  )
  const issues = (value: unknown) =>
    form.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('refuses a name equal to the email, also when another field fails too', () => {
    const email = 'anna@example.nl'
    expect(issues({ email, name: ' ANNA@example.nl', password: 'x' })).toEqual([
      ['name', RULE.nameEqualToEmail],
    ])
    expect(issues({ email, name: email, password: '' })).toEqual([
      ['password', RULE.required],
      ['name', RULE.nameEqualToEmail],
    ])
    expect(issues({ email, name: email })).toEqual([
      ['password', RULE.required],
      ['name', RULE.nameEqualToEmail],
    ])
  })

  it('stays quiet while name or email break their own rules', () => {
    expect(issues({ email: '@x', name: '@x', password: 'x' })).toEqual([
      ['email', RULE.email],
      ['name', RULE.nameStartsWithAt],
    ])
    expect(issues({ email: 5, name: 'Anna', password: 'x' })).toEqual([['email', RULE.required]])
    expect(form.safeParse({ email: 'a@b.nl', name: 'Anna', password: 'x' }).success).toBe(true)
  })
})

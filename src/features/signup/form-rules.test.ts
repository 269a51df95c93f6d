import { describe, expect, it } from 'vitest'
import { RULE } from '../../contract/rules'
import { serverFieldRules, serverPasswordRule, signupRuleErrors } from './form-rules'

const ok = { email: 'anna@example.com', name: 'Anna', password: 'secret p' }

describe('signupRuleErrors', () => {
  it('passes a good form', () => {
    expect(signupRuleErrors(ok)).toEqual({})
  })
  it('requires every field', () => {
    expect(signupRuleErrors({ email: '', name: ' ', password: '' })).toEqual({
      email: RULE.required,
      name: RULE.required,
      password: RULE.required,
    })
  })
  it('checks the email pattern', () => {
    expect(signupRuleErrors({ ...ok, email: 'anna@example' }).email).toBe(RULE.email)
    expect(signupRuleErrors({ ...ok, email: 'anna example.com' }).email).toBe(RULE.email)
  })
  it('refuses a name starting with @', () => {
    expect(signupRuleErrors({ ...ok, name: '@anna' }).name).toBe(RULE.nameStartsWithAt)
  })
  it('refuses a name equal to the email, whatever the case', () => {
    expect(signupRuleErrors({ ...ok, name: 'ANNA@example.com ' }).name).toBe(RULE.nameEqualToEmail)
  })
  it('refuses a password under 8 characters (issue 28 §4)', () => {
    expect(signupRuleErrors({ ...ok, password: 'abcdefg' }).password).toBe('password.too_short')
    expect(signupRuleErrors({ ...ok, password: 'abcdefgh' }).password).toBeUndefined()
  })
  it('refuses a name over 150 characters', () => {
    expect(signupRuleErrors({ ...ok, name: 'a'.repeat(150) }).name).toBeUndefined()
    expect(signupRuleErrors({ ...ok, name: 'a'.repeat(151) }).name).toBe(RULE.tooLong)
  })
})

describe('serverPasswordRule', () => {
  it("puts the server's password refusals on the password field", () => {
    expect(serverPasswordRule('password.too_weak')).toEqual({ password: 'password.too_weak' })
    expect(serverPasswordRule('password.too_short')).toEqual({ password: 'password.too_short' })
    expect(serverPasswordRule('signup.closed')).toBeNull()
  })
})

describe('serverFieldRules', () => {
  it('puts the server field errors on the form fields', () => {
    expect(
      serverFieldRules([
        { path: 'body.name', message: RULE.nameStartsWithAt },
        { path: 'body.email', message: RULE.email },
        { path: 'body.csrf', message: 'bad' },
      ]),
    ).toEqual({ name: RULE.nameStartsWithAt, email: RULE.email })
  })
})

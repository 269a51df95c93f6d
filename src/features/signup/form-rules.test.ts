import { describe, expect, it } from 'vitest'
import { RULE } from '../../contract/validation'
import { serverFieldRules, signupRuleErrors } from './form-rules'

const ok = { email: 'anna@example.com', name: 'Anna', password: 'secret' }

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
  it('refuses a name over 150 characters', () => {
    expect(signupRuleErrors({ ...ok, name: 'a'.repeat(150) }).name).toBeUndefined()
    expect(signupRuleErrors({ ...ok, name: 'a'.repeat(151) }).name).toBe(RULE.tooLong)
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

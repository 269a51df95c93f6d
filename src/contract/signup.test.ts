import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { signupBodySchema } from './signup'
import { RULE } from './rules'

// The body the spec's §7 client sends when nothing optional is known: no referrer (only sent
// when external), no trafficsource, profile, country or timezone.
const minimal = {
  email: 'anna@example.nl',
  name: 'Anna',
  password: 'secret',
  language: 'nl',
  form_path: '/signup',
  csrf: 'a'.repeat(128),
  token: 'tok',
  n: 'Mozilla/5.0',
}

describe('signupBodySchema', () => {
  it('takes the minimal body; absent fields become null and UTC', () => {
    expect(signupBodySchema.parse(minimal)).toEqual({
      ...minimal,
      trafficsource: null,
      timezone: 'UTC',
      country: null,
      profile: null,
      referrer: null,
    })
  })

  it('still takes them sent as null', () => {
    const body = { ...minimal, trafficsource: null, country: null, profile: null, referrer: null }
    expect(signupBodySchema.safeParse(body).success).toBe(true)
  })

  it('reports a name equal to the email next to a missing password', () => {
    const result = signupBodySchema.safeParse({
      ...minimal,
      name: minimal.email,
      password: undefined,
    })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', RULE.required],
      ['name', RULE.nameEqualToEmail],
    ])
  })

  it('documents only what the spec always sends as required', () => {
    const json = z.toJSONSchema(signupBodySchema, { io: 'input' }) as { required: string[] }
    expect(json.required.sort()).toEqual(
      ['email', 'name', 'password', 'language', 'form_path', 'csrf', 'token', 'n'].sort(),
    )
  })
})

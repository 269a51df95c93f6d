import { describe, expect, it } from 'vitest'
import { signupBodySchema } from '../../contract/signup'
import {
  browserTimezone,
  buildSignupBody,
  externalReferrer,
  profileId,
  sha512Hex,
  type SignupContext,
} from './signup-body'

const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130'
const context: SignupContext = {
  trafficsource: 'partner7',
  country: 'NL',
  locale: 'nl',
  memberId: '42',
  pathname: '/members/42/signup',
  referrer: 'https://www.google.com/search?q=dating',
  origin: 'https://klik.example',
  userAgent: UA,
  timezone: 'Europe/Amsterdam',
}

describe('buildSignupBody', () => {
  it('sends every field of spec §7 and passes the contract', async () => {
    const body = await buildSignupBody(
      { email: ' Anna@Example.com ', name: ' Anna ', password: 'secret' },
      'tok',
      context,
    )
    expect(body).toEqual({
      email: 'Anna@Example.com',
      name: 'Anna',
      password: 'secret',
      trafficsource: 'partner7',
      timezone: 'Europe/Amsterdam',
      country: 'NL',
      language: 'nl',
      profile: 42,
      form_path: '/members/42/signup',
      referrer: 'https://www.google.com/search?q=dating',
      csrf: await sha512Hex(`anna@example.com${UA}`),
      token: 'tok',
      n: UA,
    })
    expect(signupBodySchema.safeParse(body).success).toBe(true)
  })

  it('falls back to null, UTC and English where nothing is known', async () => {
    const body = await buildSignupBody({ email: 'a@b.nl', name: 'A', password: 'x' }, 'tok', {
      ...context,
      trafficsource: null,
      country: null,
      locale: 'xx',
      memberId: undefined,
      referrer: '',
      timezone: '',
    })
    expect(body).toMatchObject({
      trafficsource: null,
      country: null,
      language: 'en',
      profile: null,
      referrer: null,
      timezone: 'UTC',
    })
  })
})

describe('sha512Hex', () => {
  it('is the hex SHA-512 digest (FIPS 180-2 test vector)', async () => {
    expect(await sha512Hex('abc')).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    )
  })
})

describe('externalReferrer', () => {
  it('keeps only another site as the referrer', () => {
    expect(externalReferrer('https://klik.example/members', 'https://klik.example')).toBeNull()
    expect(externalReferrer('https://partner.example/x', 'https://klik.example')).toBe(
      'https://partner.example/x',
    )
    expect(externalReferrer('', 'https://klik.example')).toBeNull()
    expect(externalReferrer('not a url', 'https://klik.example')).toBeNull()
  })
})

describe('profileId', () => {
  it('reads a member id from the route, null otherwise', () => {
    expect(profileId('17')).toBe(17)
    expect(profileId('0')).toBeNull()
    expect(profileId('abc')).toBeNull()
    expect(profileId(undefined)).toBeNull()
  })
})

describe('browserTimezone', () => {
  it('names an IANA zone', () => {
    expect(browserTimezone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/)
  })
})

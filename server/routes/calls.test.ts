import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CompanyInfoResponse } from '../../src/contract/companyinfo'
import type { InterestsResponse } from '../../src/contract/interests'
import type { ProfileFieldsResponse } from '../../src/contract/profile-fields'
import type { RegionsResponse } from '../../src/contract/regions'
import type { App } from '../app'
import { INTEREST_LIST } from '../db/seed/interest-list'
import { buildTestApp } from '../test/app'
import { COMPANY_FIELDS } from '../test/fixtures'
import { signUp } from '../test/accounts'
import { setCreditBalance } from '../domain/credits/credit-balance'
import type { UserResponse } from '../../src/contract/user'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('GET /api/companyinfo.php', () => {
  it('answers every company field', async () => {
    const response = await app.inject({ url: '/api/companyinfo.php' })
    expect(response.statusCode).toBe(200)
    const body = response.json<CompanyInfoResponse>()
    expect(Object.keys(body).sort()).toEqual([...COMPANY_FIELDS].sort())
    expect(body).toMatchObject({
      name: 'Klik B.V.',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: ['Klik'],
      delete_discount: 50,
    })
  })
})

describe('GET /api/regions.php', () => {
  it('answers the regions of every site country', async () => {
    const body = (await app.inject({ url: '/api/regions.php' })).json<RegionsResponse>()
    expect(Object.keys(body)).toEqual(['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'FR', 'ES', 'IT', 'PL'])
    expect(body.DE).toContainEqual({ id: 'BY', name: 'Bavaria' })
  })

  it('names the regions in the asked language: lang, then the cookie, then Accept-Language', async () => {
    const names = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url, headers })).json<RegionsResponse>()
    expect((await names('/api/regions.php?country=DE&lang=de')).DE).toContainEqual({
      id: 'BY',
      name: 'Bayern',
    })
    expect(
      (await names('/api/regions.php?country=NL', { cookie: 'klik-locale=nl' })).NL,
    ).toContainEqual({ id: 'NH', name: 'Noord-Holland' })
    expect(
      (await names('/api/regions.php?country=NL', { 'accept-language': 'ja, nl-NL;q=0.8' })).NL,
    ).toContainEqual({ id: 'NH', name: 'Noord-Holland' })
    expect(
      (await names('/api/regions.php?country=NL&lang=en', { cookie: 'klik-locale=nl' })).NL,
    ).toContainEqual({ id: 'NH', name: 'North Holland' })
  })

  it('filters by country, in any case', async () => {
    const body = (await app.inject({ url: '/api/regions.php?country=be' })).json<RegionsResponse>()
    expect(Object.keys(body)).toEqual(['BE'])
  })

  it('refuses a country the site does not have', async () => {
    const response = await app.inject({ url: '/api/regions.php?country=US' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'regions.unknown_country', message: 'US is not a country of this site' },
    })
  })
})

describe('GET /api/profile_fields.php', () => {
  it('answers gender and the visible fields with fixed values', async () => {
    const { allowed_values } = (
      await app.inject({ url: '/api/profile_fields.php' })
    ).json<ProfileFieldsResponse>()
    expect(allowed_values.gender).toEqual(['male', 'female'])
    expect(allowed_values.relationship).toContain('single')
    expect(allowed_values.smoking).toEqual(['no', 'occasionally', 'yes'])
    expect(allowed_values.length?.[0]).toBe(140)
    // Not visible on the default site.
    expect(allowed_values.eye_color).toBeUndefined()
  })
})

describe('GET /api/interests.php', () => {
  const names = async (url: string, headers: Record<string, string> = {}) =>
    new Map(
      (await app.inject({ url, headers }))
        .json<InterestsResponse>()
        .interests.map((item) => [item.slug, item.name]),
    )

  it('lists the seeded interests in order, in the requested language', async () => {
    const response = await app.inject({ url: '/api/interests.php?lang=nl' })
    expect(response.statusCode).toBe(200)
    const { interests } = response.json<InterestsResponse>()
    expect(interests.map((item) => item.slug)).toEqual(INTEREST_LIST.map((item) => item.slug))
    expect(interests.find((item) => item.slug === 'travel')).toMatchObject({
      name: 'Reizen',
      id: expect.any(Number) as number,
    })
    expect((await names('/api/interests.php?lang=pl')).get('animals')).toBe('Zwierzęta')
  })

  it('falls back to the klik-locale cookie, then the site language', async () => {
    expect((await names('/api/interests.php', { cookie: 'klik-locale=de' })).get('cooking')).toBe(
      'Kochen',
    )
    expect((await names('/api/interests.php', { cookie: 'klik-locale=xx' })).get('cooking')).toBe(
      'Cooking',
    )
    expect((await names('/api/interests.php')).get('cooking')).toBe('Cooking')
  })

  it('refuses an unknown language', async () => {
    const response = await app.inject({ url: '/api/interests.php?lang=xx' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'querystring.lang' }] },
    })
  })
})

describe('GET /api/user.php', () => {
  it('answers 403 auth.required when logged out', async () => {
    const response = await app.inject({ url: '/api/user.php' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: { code: 'auth.required', message: 'Not logged in' } })
  })
})

describe('POST /api/page-hidden.php', () => {
  it('answers 204 to an empty body, an empty object and a text/plain beacon', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'application/json' },
    })
    expect(empty.statusCode).toBe(204)
    expect(empty.body).toBe('')
    const json = await app.inject({ method: 'POST', url: '/api/page-hidden.php', payload: {} })
    expect(json.statusCode).toBe(204)
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{}',
    })
    expect(beacon.statusCode).toBe(204)
  })
})

describe('POST /api/dev/credits.php', () => {
  it('does not exist without DEV_TOOLS', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/dev/credits.php',
      payload: { credits: 0 },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('exists with DEV_TOOLS and needs a logged-in member', async () => {
    const dev = await buildTestApp({ DEV_TOOLS: 'true' })
    try {
      const loggedOut = await dev.inject({
        method: 'POST',
        url: '/api/dev/credits.php',
        payload: { credits: 0 },
      })
      expect(loggedOut.statusCode).toBe(403)
      expect(loggedOut.json()).toMatchObject({ error: { code: 'auth.required' } })
      const wrong = await dev.inject({
        method: 'POST',
        url: '/api/dev/credits.php',
        payload: { credits: 5 },
      })
      // Logged out, a broken body is refused for the login first (issue 29 §6).
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json()).toMatchObject({ error: { code: 'auth.required' } })
    } finally {
      await dev.close()
    }
  })

  it('sets a logged-in member’s credits to 0 through a ledger row (the dev panel’s button)', async () => {
    const dev = await buildTestApp({ DEV_TOOLS: 'true' })
    try {
      const member = await signUp(dev)
      await setCreditBalance(dev.db, member.user.id, 40, 'test_grant')
      expect((await member.client.get('/api/user.php')).json<UserResponse>().credits).toBe(40)

      const reset = await member.client.post('/api/dev/credits.php', { credits: 0 })
      expect(reset.statusCode).toBe(200)
      expect(reset.json()).toEqual({ credits: 0 })
      expect((await member.client.get('/api/user.php')).json<UserResponse>().credits).toBe(0)
    } finally {
      await dev.close()
    }
  })
})

describe('GET /api/docs', () => {
  it('is the OpenAPI document of the calls', async () => {
    const response = await app.inject({ url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    const doc = response.json<{
      openapi: string
      info: { title: string }
      paths: Record<string, unknown>
    }>()
    expect(doc.info.title).toBe('Klik API')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/companyinfo.php',
        '/api/regions.php',
        '/api/profile_fields.php',
        '/api/interests.php',
        '/api/user.php',
        '/api/page-hidden.php',
      ]),
    )
    expect(doc.paths['/api/settings.php']).toHaveProperty('get.responses.200')
  })
})

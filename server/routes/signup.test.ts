// Signing up through the API: the email check (GET /api/validate_email.php) and the signup
// (POST /api/user.php?new=1) with its csrf and token, races for one address, the sites' signup
// modes and the rate limits. The rules a signup checks again are signup-rules.test.ts's.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignupBody } from '../../src/contract/signup'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { users } from '../db/schema'
import { signEmailCheck } from '../domain/accounts/email-check'
import {
  attemptSignup,
  checkEmail,
  postSignup,
  signUp,
  signupBody,
  TestClient,
  uniqueEmail,
} from '../test/accounts'
import { buildTestApp } from '../test/app'
import { errorOf } from '../test/responses'
import { writeSitesFile } from '../test/sites'

let app: App
beforeAll(async () => {
  const sitesFile = writeSitesFile([
    { id: 'invite', name: 'Invite', hosts: ['invite.test'], signups: 'closed' },
    {
      id: 'partners',
      name: 'Partners',
      hosts: ['partners.test'],
      signups: 'with_trafficsource',
    },
  ])
  app = await buildTestApp({ SITES_FILE: sitesFile })
})
afterAll(() => app.close())

const attempt = (overrides?: Partial<SignupBody>, headers?: Record<string, string>) =>
  attemptSignup(app, overrides, headers)

describe('GET /api/validate_email.php', () => {
  it('answers new, with a token, the checked and the requested address', async () => {
    const client = new TestClient(app)
    const answer = await checkEmail(client, '  Fresh.Member@Example.COM ')
    expect(answer).toMatchObject({
      status: 'new',
      email: 'Fresh.Member@example.com',
      request_email: '  Fresh.Member@Example.COM ',
    })
    expect(answer.token).toMatch(/^[\w-]+\.[\w-]+$/)
  })

  it('answers invalid for a bad pattern, not_confirmed, active and deleted', async () => {
    const client = new TestClient(app)
    for (const bad of ['nope', 'a@b', 'a b@example.com', '@example.com', 'x@-example.com']) {
      expect((await checkEmail(client, bad)).status, bad).toBe('invalid')
    }
    const member = await signUp(app)
    expect((await checkEmail(client, member.email.toUpperCase())).status).toBe('not_confirmed')
    await app.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, member.user.id))
    expect((await checkEmail(client, member.email)).status).toBe('active')
    const deleted = await member.client.delete('/api/user.php', { password: member.password })
    expect(deleted.statusCode).toBe(200)
    expect((await checkEmail(client, member.email)).status).toBe('deleted')
  })

  it('needs the email parameter', async () => {
    const response = await app.inject({ url: '/api/validate_email.php' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('validation_failed')
  })
})

describe('POST /api/user.php?new=1', () => {
  it('creates the account, logs it in with both cookies and answers 201 with the user', async () => {
    const client = new TestClient(app)
    const body = await signupBody(client, { name: 'Zoë', country: 'BE', language: 'nl' })
    const response = await postSignup(client, body)
    expect(response.statusCode).toBe(201)
    const user = response.json<UserResponse>()
    expect(user).toMatchObject({
      email: body.email,
      activated: false,
      profile: { name: 'Zoë', country: 'BE', language: 'nl', date_of_birth: '0000-00-00' },
      paid_user: false,
      credits: 0,
    })
    expect(client.cookies.get('klik_logged_in')).toBe('1')
    expect(client.cookies.get('klik_session')).toMatch(/^[\w-]{43}$/)
    const me = await client.get('/api/user.php')
    expect(me.json<UserResponse>().id).toBe(user.id)
  })

  it('stores where the member came from; an unknown time zone as UTC', async () => {
    const client = new TestClient(app)
    const body = await signupBody(client, {
      trafficsource: 'network7',
      timezone: 'Mars/Olympus',
      referrer: 'https://search.example/?q=klik',
      profile: 1234,
      form_path: '/members/1234/signup',
    })
    const { id } = (await postSignup(client, body)).json<UserResponse>()
    const [row] = await app.db.select().from(users).where(eq(users.id, id))
    expect(row).toMatchObject({
      siteId: 'klik',
      trafficsource: 'network7',
      timezone: 'UTC',
      signupCountry: 'NL',
      referrer: 'https://search.example/?q=klik',
      fromProfileId: 1234,
      formPath: '/members/1234/signup',
      language: 'en',
      activatedAt: null,
    })
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it("takes the spec's minimal body: no referrer, trafficsource, profile, country or timezone", async () => {
    const client = new TestClient(app)
    const { referrer, trafficsource, profile, country, timezone, ...minimal } =
      await signupBody(client)
    const leftOut = [referrer, trafficsource, profile, timezone]
    expect(leftOut).toEqual([null, null, null, 'Europe/Amsterdam'])
    expect(country).toBe('NL')
    const response = await postSignup(client, minimal)
    expect(response.statusCode, response.body).toBe(201)
    const user = response.json<UserResponse>()
    expect(user.profile.country).toBeNull()
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      trafficsource: null,
      timezone: 'UTC',
      signupCountry: null,
      referrer: null,
      fromProfileId: null,
    })
  })

  it('keeps a country the site does not have out of the profile', async () => {
    const { response } = await attempt({ country: 'US' })
    expect(response.statusCode).toBe(201)
    expect(response.json<UserResponse>().profile.country).toBeNull()
  })

  it('refuses a wrong csrf: another address, another user agent, garbage', async () => {
    const client = new TestClient(app)
    const body = await signupBody(client)
    const other = await signupBody(client)
    for (const csrf of [other.csrf, 'f'.repeat(128)]) {
      const response = await postSignup(client, { ...body, csrf })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('signup.invalid_csrf')
    }
    const anotherBrowser = await postSignup(client, body, { 'user-agent': 'Other/1.0' })
    expect(errorOf(anotherBrowser).code).toBe('signup.invalid_csrf')
    expect(errorOf(await postSignup(client, { ...body, csrf: 'x' })).code).toBe('validation_failed')
  })

  it('refuses a token of another address, a forged, an expired or a non-new one', async () => {
    const client = new TestClient(app)
    const other = await checkEmail(client, uniqueEmail())
    const forge = (e: string, s: string) =>
      Buffer.from(JSON.stringify({ e, s, x: Date.now() + 1e9 })).toString('base64url')
    const tokens: Array<(body: { email: string; token: string }) => string> = [
      () => other.token,
      ({ token }) => `${token.slice(0, -2)}xx`,
      ({ email, token }) => `${forge(email, 'new')}.${token.split('.')[1] ?? ''}`,
      ({ email }) => signEmailCheck(app.appSecret, email, 'new', Date.now() - 31 * 60 * 1000),
      ({ email }) =>
        signEmailCheck(Buffer.from('another secret that is long enough!!'), email, 'new'),
      () => 'not-a-token',
    ]
    for (const tokenFor of tokens) {
      const body = await signupBody(client)
      const response = await postSignup(client, { ...body, token: tokenFor(body) })
      expect(response.statusCode, tokenFor(body)).toBe(400)
      expect(errorOf(response).code).toBe('signup.invalid_token')
    }
    const member = await signUp(app)
    const body = await signupBody(client, { email: member.email })
    const claims = Buffer.from(body.token.split('.')[0] ?? '', 'base64url').toString()
    expect(JSON.parse(claims)).toMatchObject({ s: 'not_confirmed' })
    expect(errorOf(await postSignup(client, body)).code).toBe('signup.invalid_token')
  })

  it('answers 409 signup.email_taken for a taken address, also in another case', async () => {
    const client = new TestClient(app)
    const body = await signupBody(client)
    const first = await postSignup(client, body)
    expect(first.statusCode).toBe(201)
    const again = new TestClient(app)
    // Its email check said "new" before the first signup took the address.
    const raced = await postSignup(again, {
      ...body,
      email: body.email.toUpperCase(),
      csrf: (await signupBody(again, { email: body.email.toUpperCase() })).csrf,
      token: signEmailCheck(app.appSecret, body.email.toUpperCase(), 'new'),
    })
    expect(raced.statusCode).toBe(409)
    expect(errorOf(raced)).toMatchObject({ code: 'signup.email_taken' })
  })

  it('answers 409 for two signups of one address at the same moment, never 500', async () => {
    const email = uniqueEmail('race')
    const clients = [new TestClient(app), new TestClient(app), new TestClient(app)]
    const bodies = await Promise.all(clients.map((client) => signupBody(client, { email })))
    const responses = await Promise.all(
      clients.map((client, index) => postSignup(client, bodies[index])),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409])
  })

  it('stores unicode and SQL-looking values as they are', async () => {
    const name = `Zoë 💘 O'Brien"; DROP TABLE users;--`
    const { user } = await signUp(app, { name, form_path: `/signup?x=' OR '1'='1` })
    expect(user.profile.name).toBe(name)
  })

  describe('the site signup mode', () => {
    it('refuses every signup on a closed site with 403 signup.closed', async () => {
      const host = { 'x-original-host': 'invite.test' }
      const { response } = await attempt({ trafficsource: 'network1' }, host)
      expect(response.statusCode).toBe(403)
      expect(errorOf(response).code).toBe('signup.closed')
    })

    it('needs a traffic source on a with_trafficsource site', async () => {
      const client = new TestClient(app)
      const host = { 'x-original-host': 'partners.test' }
      for (const trafficsource of [null, '  ']) {
        const response = await postSignup(client, await signupBody(client, { trafficsource }), host)
        expect(response.statusCode).toBe(403)
        expect(errorOf(response).code).toBe('signup.trafficsource_required')
      }
      const ok = await postSignup(client, await signupBody(client, { trafficsource: 'tsn' }), host)
      expect(ok.statusCode).toBe(201)
    })
  })

  it('limits signups per IP address: the 11th in an hour answers 429 rate_limited', async () => {
    const client = new TestClient(app)
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await postSignup(client, {})).statusCode).toBe(400)
    }
    const limited = await postSignup(client, {})
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited).code).toBe('rate_limited')
  })

  it('limits signups per address across IPs', async () => {
    const email = uniqueEmail('limit')
    let last = 0
    for (let attempt = 0; attempt < 6; attempt++) {
      const client = new TestClient(app)
      const body = await signupBody(client, { email, csrf: '0'.repeat(128) })
      last = (await postSignup(client, body)).statusCode
    }
    expect(last).toBe(429)
  })
})

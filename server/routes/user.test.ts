import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { UserResponse } from '../../src/contract/user'
import { CITY_MAX, RULE } from '../../src/contract/rules'
import type { App } from '../app'
import { images, memberInterests, profiles, pushSubscriptions, sessions, users } from '../db/schema'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { signUp, TestClient, uniqueEmail, uploadPhoto, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { pushSubscriptionBody } from '../test/fixtures'
import { checkout, order } from '../test/payments'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error
const put = async (member: Member, body: unknown) => member.client.put('/api/user.php', body)

function yearsAgo(years: number, days = 0): string {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function upload(member: Member): Promise<void> {
  const jpeg = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#c81e50' },
  })
    .jpeg()
    .toBuffer()
  await uploadPhoto(member, jpeg)
}

describe('GET /api/user.php', () => {
  it('answers the user object of spec §3', async () => {
    const member = await signUp(app, { email: uniqueEmail().replace('example.com', 'Gmail.com') })
    await setCreditBalance(app.db, member.user.id, 25, 'test')
    await put(member, { date_of_birth: yearsAgo(30, -1), gender: 'female', city: 'Utrecht' })
    const user = (await member.client.get('/api/user.php')).json<UserResponse>()
    expect(user).toMatchObject({
      id: member.user.id,
      email: member.email.replace('Gmail.com', 'gmail.com'),
      activated: false,
      mailprovider: 2,
      mailprovider_link: 'https://mail.google.com/',
      fictional_icon: true,
      paid_user: false,
      credits: 25,
      push_subscribed: false,
      operator: false,
      profile: {
        id: member.user.id,
        age: 30,
        gender: 'female',
        city: 'Utrecht',
        date_of_birth: yearsAgo(30, -1),
        main_image: null,
        images: [],
        lastSignupStep: false,
      },
    })
    expect(new Date(user.signup_date).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('knows the webmail of Dutch providers, and none for unknown domains', async () => {
    const ziggo = await signUp(app, { email: uniqueEmail().replace('example.com', 'ziggo.nl') })
    expect(ziggo.user).toMatchObject({
      mailprovider: 2,
      mailprovider_link: expect.stringContaining('ziggo') as string,
    })
    const other = await signUp(app)
    expect(other.user).toMatchObject({ mailprovider: 1, mailprovider_link: null })
  })
})

describe('PUT /api/user.php', () => {
  it('saves the location of step 3 and the profile of steps 4 and 5', async () => {
    const member = await signUp(app)
    const place = await put(member, { country: 'NL', countryregion: 'NH', city: 'Amsterdam' })
    expect(place.statusCode).toBe(200)
    expect(place.json<UserResponse>().profile).toMatchObject({
      country: 'NL',
      countryregion: 'NH',
      city: 'Amsterdam',
    })
    const details = await put(member, {
      gender: 'male',
      date_of_birth: yearsAgo(18),
      length: 182,
      relationship: 'single',
      smoking: 'no',
      personal: '  Hallo!  ',
      lastSignupStep: true,
      language: 'de',
    })
    expect(details.json<UserResponse>().profile).toMatchObject({
      gender: 'male',
      age: 18,
      length: 182,
      relationship: 'single',
      smoking: 'no',
      personal: 'Hallo!',
      lastSignupStep: true,
      language: 'de',
      city: 'Amsterdam',
    })
  })

  it('clears the date of birth with 0000-00-00 and the country with null', async () => {
    const member = await signUp(app)
    await put(member, { date_of_birth: yearsAgo(40), country: 'DE', countryregion: 'BY' })
    const cleared = await put(member, { date_of_birth: '0000-00-00', country: null })
    expect(cleared.json<UserResponse>().profile).toMatchObject({
      date_of_birth: '0000-00-00',
      age: null,
      country: null,
      countryregion: '',
    })
  })

  it('refuses a country the site does not have', async () => {
    const member = await signUp(app)
    const response = await put(member, { country: 'US' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).code).toBe('profile.country_not_allowed')
  })

  it('refuses a region that is not one of the country', async () => {
    const member = await signUp(app, { country: 'NL' })
    for (const body of [
      { countryregion: 'BY' },
      { country: 'BE', countryregion: 'NH' },
      { country: null, countryregion: 'NH' },
    ]) {
      const response = await put(member, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(errorOf(response).code).toBe('profile.region_unknown')
    }
    expect((await put(member, { countryregion: '' })).statusCode).toBe(200)
  })

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['a city over 255', { city: 'x'.repeat(CITY_MAX + 1) }, 'body.city', RULE.cityTooLong],
    [
      'a date of birth under 18',
      { date_of_birth: yearsAgo(18, 1) },
      'body.date_of_birth',
      RULE.dateOfBirth,
    ],
    ['a zero day', { date_of_birth: '1990-05-00' }, 'body.date_of_birth', RULE.dateOfBirth],
    ['a zero month', { date_of_birth: '1990-00-10' }, 'body.date_of_birth', RULE.dateOfBirth],
    ['a zero year', { date_of_birth: '0000-05-10' }, 'body.date_of_birth', RULE.dateOfBirth],
    [
      'a date that does not exist',
      { date_of_birth: '1990-02-30' },
      'body.date_of_birth',
      RULE.dateOfBirth,
    ],
    [
      'a date in another format',
      { date_of_birth: '10-05-1990' },
      'body.date_of_birth',
      RULE.dateOfBirth,
    ],
    ['a name starting with @', { name: '@me' }, 'body.name', RULE.nameStartsWithAt],
    ['a name over 150', { name: 'n'.repeat(151) }, 'body.name', RULE.tooLong],
    ['an empty name', { name: ' ' }, 'body.name', RULE.required],
  ]
  for (const [what, body, field, message] of rules) {
    it(`refuses ${what}`, async () => {
      const member = await signUp(app)
      const response = await put(member, body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: field, message }],
      })
    })
  }

  it('refuses a name equal to the email', async () => {
    const member = await signUp(app)
    const response = await put(member, { name: member.email.toUpperCase() })
    expect(errorOf(response).fields).toEqual([
      { path: 'body.name', message: RULE.nameEqualToEmail },
    ])
  })

  it('reports a name equal to the email next to the other failing fields', async () => {
    const member = await signUp(app)
    const response = await put(member, { name: member.email, city: 'x'.repeat(CITY_MAX + 1) })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'The request is not valid',
      fields: [
        { path: 'body.city', message: RULE.cityTooLong },
        { path: 'body.name', message: RULE.nameEqualToEmail },
      ],
    })
    const both = await put(member, { name: '@x', date_of_birth: '1990-02-30' })
    expect(errorOf(both).fields).toEqual([
      { path: 'body.date_of_birth', message: RULE.dateOfBirth },
      { path: 'body.name', message: RULE.nameStartsWithAt },
    ])
  })

  it('refuses unknown fields, wrong types and values outside the lists', async () => {
    const member = await signUp(app)
    for (const body of [
      { email: 'other@example.com' },
      { length: 'tall' },
      { length: 300 },
      { gender: 'other' },
      { lastSignupStep: 'yes' },
      { smoking: 'sometimes' },
      [],
      null,
    ]) {
      const response = await put(member, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('keeps unicode and SQL-looking text exactly', async () => {
    const member = await signUp(app)
    const values = {
      name: 'Łukasz 🦊 ⁧عربي⁩',
      city: `'; DELETE FROM profiles; --`,
      personal: 'Robert"); DROP TABLE users;-- \n\t 🙂 Ωμέγα 日本語',
    }
    const response = await put(member, values)
    expect(response.statusCode).toBe(200)
    expect(response.json<UserResponse>().profile).toMatchObject(values)
  })

  it('refuses a NUL character with 400 instead of failing in the database', async () => {
    const member = await signUp(app)
    const response = await put(member, { city: 'Amster\u0000dam' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).fields).toEqual([
      { path: 'body.city', message: 'validation.nul_character' },
    ])
  })
})

describe('PUT /api/user.php with the whole profile (spec §7)', () => {
  const profileOf = async (member: Member) =>
    (await member.client.get('/api/user.php')).json<UserResponse>().profile

  it('saves the profile exactly as GET answered it plus lastSignupStep, changing nothing else', async () => {
    const fresh = await signUp(app, { country: null })
    const fuller = await signUp(app)
    await upload(fuller)
    await put(fuller, {
      countryregion: 'UT',
      city: 'Utrecht',
      gender: 'female',
      date_of_birth: yearsAgo(29),
      personal: 'Hoi',
      length: 170,
      smoking: 'no',
    })
    for (const member of [fresh, fuller]) {
      const before = await profileOf(member)
      expect(before.lastSignupStep).toBe(false)
      const response = await put(member, { ...before, lastSignupStep: true })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<UserResponse>().profile).toEqual({ ...before, lastSignupStep: true })
      expect(await profileOf(member)).toEqual({ ...before, lastSignupStep: true })
    }
    expect((await profileOf(fresh)).country).toBeNull()
    expect((await profileOf(fuller)).images).toHaveLength(1)
  })

  it('saves the two fields a member changed in the profile GET answered', async () => {
    const member = await signUp(app)
    const before = await profileOf(member)
    const response = await put(member, { ...before, city: 'Zwolle', smoking: 'occasionally' })
    expect(response.statusCode, response.body).toBe(200)
    expect(await profileOf(member)).toEqual({ ...before, city: 'Zwolle', smoking: 'occasionally' })
  })

  it('ignores read-only fields whatever they hold: another id, an age, foreign images', async () => {
    const member = await signUp(app)
    const other = await signUp(app)
    await upload(other)
    const foreign = await profileOf(other)
    const response = await put(member, {
      id: other.user.id,
      age: 99,
      main_image: foreign.main_image,
      images: foreign.images,
      city: 'Breda',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<UserResponse>()).toMatchObject({
      id: member.user.id,
      profile: { id: member.user.id, age: null, main_image: null, images: [], city: 'Breda' },
    })
    expect(await profileOf(other)).toEqual(foreign)
  })

  it('refuses a key the profile does not have, naming it', async () => {
    const member = await signUp(app)
    const response = await put(member, { city: 'Breda', countryRegion: 'NB' })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'body', message: expect.stringContaining('countryRegion') as string }],
    })
    expect((await profileOf(member)).city).toBe('')
  })

  it('keeps a saved country the site has since dropped when it comes back unchanged', async () => {
    const member = await signUp(app)
    await app.db
      .update(profiles)
      .set({ country: 'US', countryregion: 'CA' })
      .where(eq(profiles.userId, member.user.id))
    const before = await profileOf(member)
    const response = await put(member, { ...before, lastSignupStep: true })
    expect(response.statusCode, response.body).toBe(200)
    expect(await profileOf(member)).toMatchObject({ country: 'US', countryregion: 'CA' })
    const moved = await put(member, { country: 'CA' })
    expect(errorOf(moved).code).toBe('profile.country_not_allowed')
  })
})

describe('POST /api/user.php?push=1', () => {
  const subscription = (endpoint: string) => ({
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  })

  it('registers the subscription and moves it when the browser changes account', async () => {
    const first = await signUp(app)
    const second = await signUp(app)
    const endpoint = `https://push.example/send/${first.user.id}`
    const response = await first.client.post('/api/user.php?push=1', subscription(endpoint))
    expect(response.statusCode).toBe(204)
    expect((await first.client.get('/api/user.php')).json<UserResponse>().push_subscribed).toBe(
      true,
    )
    expect(
      (await second.client.post('/api/user.php?push=1', subscription(endpoint))).statusCode,
    ).toBe(204)
    const rows = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
    expect(rows.map((row) => row.userId)).toEqual([second.user.id])
  })

  it('forgets a subscription when push is turned off on that device, and only the member’s', async () => {
    const member = await signUp(app)
    const endpoint = `https://push.example/send/off-${member.user.id}`
    await member.client.post('/api/user.php?push=1', subscription(endpoint))
    const off = await member.client.delete('/api/user.php?push=1', { endpoint })
    expect(off.statusCode).toBe(204)
    expect((await member.client.get('/api/user.php')).json<UserResponse>().push_subscribed).toBe(
      false,
    )
    // Again, or an endpoint never known: the same answer.
    expect((await member.client.delete('/api/user.php?push=1', { endpoint })).statusCode).toBe(204)
    for (const body of [{ endpoint: 'http://push.example/x' }, {}, { endpoint: 'x' }]) {
      expect((await member.client.delete('/api/user.php?push=1', body)).statusCode).toBe(400)
    }
  })

  it('needs a login and an https endpoint with keys', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: subscription('https://push.example/x'),
    })
    expect(anonymous.statusCode).toBe(403)
    const member = await signUp(app)
    for (const body of [
      subscription('http://push.example/x'),
      { subscription: { endpoint: 'https://p.example' } },
      {},
    ]) {
      expect((await member.client.post('/api/user.php?push=1', body)).statusCode).toBe(400)
    }
  })

  it('refuses an endpoint that is not a known push service (no requests into our network)', async () => {
    const member = await signUp(app)
    for (const endpoint of [
      'https://evil.example/push',
      'https://10.0.0.1/admin',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      const response = await member.client.post('/api/user.php?push=1', subscription(endpoint))
      expect(response.statusCode, endpoint).toBe(400)
      expect(errorOf(response).fields).toEqual([
        { path: 'body.subscription.endpoint', message: 'push.endpoint_not_allowed' },
      ])
    }
    const real = await member.client.post(
      '/api/user.php?push=1',
      subscription(`https://fcm.googleapis.com/fcm/send/${member.user.id}:APA91b`),
    )
    expect(real.statusCode).toBe(204)
  })
})

describe('deleting an account', () => {
  it('offers the site discount first; taking it makes a personal code for the checkout', async () => {
    const member = await signUp(app)
    expect((await member.client.get('/api/delete_account.php')).json()).toEqual({
      discount: 50,
      accepted: false,
      code: null,
      expires: null,
    })
    const taken = await member.client.post('/api/delete_account.php', {})
    expect(taken.statusCode).toBe(200)
    const offer = taken.json<{ code: string; expires: string }>()
    expect(offer).toMatchObject({ discount: 50, accepted: true })
    expect(offer.code).toMatch(/^STAY-[0-9A-F]{10}$/)
    expect(Date.parse(offer.expires)).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    // Taking it again answers the same code.
    expect((await member.client.post('/api/delete_account.php', {})).json()).toEqual(offer)
    expect((await member.client.get('/api/delete_account.php')).json()).toEqual(offer)
    // The code takes half off anything, once.
    const code = await member.client.get(`/api/discountcode.php?code=${offer.code.toLowerCase()}`)
    expect(code.json()).toMatchObject({
      kind: 'percent',
      value: 50,
      applies_to: 'all',
      source: 'retention',
    })
    const premium = await order(member, {
      product: { kind: 'premium', plan: 'premium-1' },
      code: offer.code,
    })
    expect(premium.price.cents).toBe(997)
    await checkout(member.client, premium, 'paid')
    expect((await member.client.get(`/api/discountcode.php?code=${offer.code}`)).statusCode).toBe(
      409,
    )
    // Another member cannot use it.
    const other = await signUp(app)
    expect((await other.client.get(`/api/discountcode.php?code=${offer.code}`)).statusCode).toBe(
      404,
    )
    expect((await app.inject({ url: '/api/delete_account.php' })).statusCode).toBe(403)
  })

  it('refuses a wrong password with 403 auth.wrong_password', async () => {
    const member = await signUp(app)
    const response = await member.client.delete('/api/user.php', { password: 'wrong' })
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.wrong_password')
    expect((await member.client.get('/api/user.php')).statusCode).toBe(200)
  })

  it('removes personal data, photos, sessions and subscriptions, and frees the address', async () => {
    const member = await signUp(app)
    const { interests: offered } = (await member.client.get('/api/interests.php')).json<{
      interests: Array<{ id: number }>
    }>()
    await put(member, {
      city: 'Gouda',
      personal: 'about me',
      date_of_birth: yearsAgo(33),
      interests: offered.slice(0, 2).map((interest) => interest.id),
    })
    await upload(member)
    await member.client.post(
      '/api/user.php?push=1',
      pushSubscriptionBody(`https://push.example/${member.user.id}`),
    )
    const other = new TestClient(app)
    await other.post('/api/login.php', { email: member.email, password: member.password })
    const mediaDir = path.join(app.config.DATA_DIR, 'media', 'u', String(member.user.id))
    expect(existsSync(mediaDir)).toBe(true)

    const response = await member.client.delete('/api/user.php', { password: member.password })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(member.client.cookies.size).toBe(0)

    const [user] = await app.db.select().from(users).where(eq(users.id, member.user.id))
    expect(user).toMatchObject({ passwordHash: null, referrer: null })
    expect(user?.email).not.toBe(member.email)
    expect(user?.deletedAt).toBeInstanceOf(Date)
    const [profile] = await app.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, member.user.id))
    expect(profile).toMatchObject({
      name: '',
      city: '',
      personal: '',
      dateOfBirth: null,
      mainImageId: null,
    })
    expect(await app.db.select().from(images).where(eq(images.userId, member.user.id))).toEqual([])
    expect(
      await app.db.select().from(memberInterests).where(eq(memberInterests.userId, member.user.id)),
    ).toEqual([])
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual(
      [],
    )
    expect(
      await app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.user.id)),
    ).toEqual([])
    expect(existsSync(mediaDir)).toBe(false)
    expect((await other.get('/api/user.php')).statusCode).toBe(403)

    // The address can have a new account (after support: the email check says "deleted").
    const again = new TestClient(app)
    const check = await again.get(
      `/api/validate_email.php?email=${encodeURIComponent(member.email)}`,
    )
    expect(check.json()).toMatchObject({ status: 'deleted' })
  })
})

describe('member A and member B', () => {
  it('each see and change only their own profile, photos and sessions', async () => {
    const a = await signUp(app, { name: 'Anna' })
    const b = await signUp(app, { name: 'Bert' })
    await upload(a)
    await put(a, { city: 'Leiden' })

    const bView = (await b.client.get('/api/user.php')).json<UserResponse>()
    expect(bView.id).toBe(b.user.id)
    expect(bView.profile).toMatchObject({ name: 'Bert', city: '', images: [], main_image: null })

    await put(b, { city: 'Delft', name: 'Bart' })
    const aView = (await a.client.get('/api/user.php')).json<UserResponse>()
    expect(aView.profile).toMatchObject({ name: 'Anna', city: 'Leiden' })
    expect(aView.profile.images).toHaveLength(1)

    // B's logout, delete offer and failed deletion leave A alone.
    await b.client.post('/api/delete_account.php', {})
    expect((await a.client.get('/api/delete_account.php')).json()).toMatchObject({
      accepted: false,
    })
    await b.client.delete('/api/user.php', { password: a.password + 'x' })
    await b.client.get('/api/logout.php')
    expect((await a.client.get('/api/user.php')).statusCode).toBe(200)

    // A session cookie of A's with B's other cookies still opens A only.
    const aToken = a.client.cookies.get('klik_session') ?? ''
    const mixed = await app.inject({
      url: '/api/user.php',
      headers: { cookie: `klik_logged_in=1; klik_session=${aToken}` },
    })
    expect(mixed.json<UserResponse>().id).toBe(a.user.id)
  })
})

describe('PUT /api/user.php interests', () => {
  it('replaces the member interests with known ids, in list order, without duplicates', async () => {
    const member = await signUp(app)
    const { interests } = (await member.client.get('/api/interests.php?lang=en')).json<{
      interests: Array<{ id: number }>
    }>()
    const [first, second, third] = interests.map((interest) => interest.id)
    expect(third).toBeDefined()
    const saved = await put(member, { interests: [third, first, third] })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<UserResponse>().profile.interests).toEqual([first, third])
    const replaced = await put(member, { interests: [second] })
    expect(replaced.json<UserResponse>().profile.interests).toEqual([second])
    // The whole profile sent back as GET answered it keeps them.
    const { profile } = (await member.client.get('/api/user.php')).json<UserResponse>()
    expect((await put(member, profile)).json<UserResponse>().profile.interests).toEqual([second])
    const cleared = await put(member, { interests: [] })
    expect(cleared.json<UserResponse>().profile.interests).toEqual([])
  })

  it('refuses unknown ids, too many and bad values, saving nothing', async () => {
    const member = await signUp(app)
    const unknown = await put(member, { interests: [2_000_000_000] })
    expect(unknown.statusCode).toBe(400)
    expect(errorOf(unknown).code).toBe('profile.interest_unknown')
    for (const interests of [Array.from({ length: 21 }, (_, i) => i + 1), ['a'], [0], 'x']) {
      const response = await put(member, { interests })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
    const { profile } = (await member.client.get('/api/user.php')).json<UserResponse>()
    expect(profile.interests).toEqual([])
  })
})

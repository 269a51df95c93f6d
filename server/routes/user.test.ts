// The member's own account through /api/user.php: the user object (GET, spec §3), push
// subscriptions, deleting the account (after the discount it offers first), and member A
// against member B. Changing the profile (PUT) is user-update.test.ts's.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import {
  images,
  memberInterests,
  profiles,
  pushSubscriptions as subscriptions,
  sessions,
  users,
} from '../db/schema'
import { setCreditBalance } from '../domain/credits/credit-balance'
import {
  checkEmail,
  signUp,
  TestClient,
  uniqueEmail,
  uploadPhoto,
  userOf,
  type Member,
} from '../test/accounts'
import { buildTestApp } from '../test/app'
import { bornYearsAgo, pushSubscriptionBody } from '../test/fixtures'
import { memberPhoto } from '../test/images'
import { checkout, order } from '../test/payments'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const put = async (member: Member, body: unknown) => member.client.put('/api/user.php', body)

describe('GET /api/user.php', () => {
  it('answers the user object of spec §3', async () => {
    const member = await signUp(app, { email: uniqueEmail().replace('example.com', 'Gmail.com') })
    await setCreditBalance(app.db, member.user.id, 25, 'test')
    await put(member, { date_of_birth: bornYearsAgo(30, -1), gender: 'female', city: 'Utrecht' })
    const user = await userOf(member.client)
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
        date_of_birth: bornYearsAgo(30, -1),
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
    expect((await userOf(first.client)).push_subscribed).toBe(true)
    expect(
      (await second.client.post('/api/user.php?push=1', subscription(endpoint))).statusCode,
    ).toBe(204)
    const rows = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.endpoint, endpoint))
    expect(rows.map((row) => row.userId)).toEqual([second.user.id])
  })

  it('forgets a subscription when push is turned off on that device, and only the member’s', async () => {
    const member = await signUp(app)
    const endpoint = `https://push.example/send/off-${member.user.id}`
    await member.client.post('/api/user.php?push=1', subscription(endpoint))
    const off = await member.client.delete('/api/user.php?push=1', { endpoint })
    expect(off.statusCode).toBe(204)
    expect((await userOf(member.client)).push_subscribed).toBe(false)
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
    const codeStatus = async ({ client }: Member) =>
      (await client.get(`/api/discountcode.php?code=${offer.code}`)).statusCode
    expect(await codeStatus(member)).toBe(409)
    // Another member cannot use it.
    expect(await codeStatus(await signUp(app))).toBe(404)
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
      date_of_birth: bornYearsAgo(33),
      interests: offered.slice(0, 2).map((interest) => interest.id),
    })
    await uploadPhoto(member, await memberPhoto())
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

    const id = member.user.id
    const [user] = await app.db.select().from(users).where(eq(users.id, id))
    expect(user).toMatchObject({ passwordHash: null, referrer: null })
    expect(user?.email).not.toBe(member.email)
    expect(user?.deletedAt).toBeInstanceOf(Date)
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, id))
    const emptied = { name: '', city: '', personal: '', dateOfBirth: null, mainImageId: null }
    expect(profile).toMatchObject(emptied)
    const select = () => app.db.select()
    expect(await select().from(images).where(eq(images.userId, id))).toEqual([])
    expect(await select().from(memberInterests).where(eq(memberInterests.userId, id))).toEqual([])
    expect(await select().from(sessions).where(eq(sessions.userId, id))).toEqual([])
    expect(await select().from(subscriptions).where(eq(subscriptions.userId, id))).toEqual([])
    expect(existsSync(mediaDir)).toBe(false)
    expect((await other.get('/api/user.php')).statusCode).toBe(403)

    // The address can have a new account (after support: the email check says "deleted").
    const check = await checkEmail(new TestClient(app), member.email)
    expect(check).toMatchObject({ status: 'deleted' })
  })
})

describe('member A and member B', () => {
  it('each see and change only their own profile, photos and sessions', async () => {
    const a = await signUp(app, { name: 'Anna' })
    const b = await signUp(app, { name: 'Bert' })
    await uploadPhoto(a, await memberPhoto())
    await put(a, { city: 'Leiden' })

    const bView = await userOf(b.client)
    expect(bView.id).toBe(b.user.id)
    expect(bView.profile).toMatchObject({ name: 'Bert', city: '', images: [], main_image: null })

    await put(b, { city: 'Delft', name: 'Bart' })
    const aView = await userOf(a.client)
    expect(aView.profile).toMatchObject({ name: 'Anna', city: 'Leiden' })
    expect(aView.profile.images).toHaveLength(1)

    // B's logout, delete offer and failed deletion leave A alone.
    await b.client.post('/api/delete_account.php', {})
    const offer = (await a.client.get('/api/delete_account.php')).json<unknown>()
    expect(offer).toMatchObject({ accepted: false })
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

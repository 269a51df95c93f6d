import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { UserResponse } from '../../src/contract/user'
import type { App } from '../app'
import { sessions } from '../db/schema'
import { SESSION_LIFETIME_MS } from '../domain/accounts/sessions'
import { signUp, TestClient, uniqueEmail } from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error
const login = (client: TestClient, email: string, password: string) =>
  client.post('/api/login.php', { email, password })

async function sessionOf(userId: number) {
  return app.db.select().from(sessions).where(eq(sessions.userId, userId))
}

describe('session cookies', () => {
  it('sets klik_session HttpOnly and klik_logged_in readable, both Lax, Path=/, 30 days', async () => {
    const client = new TestClient(app)
    const member = await signUp(app)
    const response = await login(client, member.email, member.password)
    expect(response.statusCode).toBe(200)
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]))
    expect(cookies.klik_session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    })
    expect(cookies.klik_session?.secure).toBeUndefined()
    expect(cookies.klik_logged_in).toMatchObject({
      value: '1',
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    })
    expect(cookies.klik_logged_in?.httpOnly).toBeUndefined()
  })

  it('marks both Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://klik.example' })
    try {
      const { client } = await signUp(secure)
      const response = await client.get('/api/logout.php')
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true)
      const member = await signUp(secure)
      const again = await login(new TestClient(secure), member.email, member.password)
      expect(again.cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
        ['klik_session', true],
        ['klik_logged_in', true],
      ])
    } finally {
      await secure.close()
    }
  })

  it('stores only a hash of the token', async () => {
    const member = await signUp(app)
    const [row] = await sessionOf(member.user.id)
    const token = member.client.cookies.get('klik_session') ?? ''
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.tokenHash).not.toContain(token)
    expect(row?.userAgent).toBe(member.client.userAgent)
  })
})

describe('POST /api/login.php', () => {
  it('logs in with the address in any case and answers the user', async () => {
    const member = await signUp(app)
    const client = new TestClient(app)
    const response = await login(client, ` ${member.email.toUpperCase()} `, member.password)
    expect(response.statusCode).toBe(200)
    expect(response.json<UserResponse>().id).toBe(member.user.id)
    expect((await client.get('/api/user.php')).statusCode).toBe(200)
  })

  it('answers 401 login.invalid_credentials for a wrong password or an unknown address', async () => {
    const member = await signUp(app)
    for (const [email, password] of [
      [member.email, 'wrong'],
      [uniqueEmail('nobody'), member.password],
    ] as const) {
      const response = await login(new TestClient(app), email, password)
      expect(response.statusCode).toBe(401)
      expect(errorOf(response)).toEqual({
        code: 'login.invalid_credentials',
        message: 'Wrong email address or password',
      })
      expect(response.cookies).toEqual([])
    }
  })

  it('refuses a deleted account', async () => {
    const member = await signUp(app)
    await member.client.delete('/api/user.php', { password: member.password })
    expect((await login(new TestClient(app), member.email, member.password)).statusCode).toBe(401)
  })

  it('limits attempts per address: after 10 in 15 minutes even the right password gets 429', async () => {
    const member = await signUp(app)
    for (let attempt = 0; attempt < 10; attempt++) {
      const client = new TestClient(app)
      expect((await login(client, member.email, `wrong-${attempt}`)).statusCode).toBe(401)
    }
    const limited = await login(new TestClient(app), member.email, member.password)
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited).code).toBe('rate_limited')
  })

  it('refuses bad bodies with 400', async () => {
    const client = new TestClient(app)
    expect(errorOf(await client.post('/api/login.php', { email: 'x' })).code).toBe(
      'validation_failed',
    )
    expect(errorOf(await client.post('/api/login.php', { email: 5, password: [] })).code).toBe(
      'validation_failed',
    )
  })
})

describe('GET /api/logout.php', () => {
  it('answers text done, deletes the session and clears both cookies', async () => {
    const member = await signUp(app)
    const response = await member.client.get('/api/logout.php')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toBe('done')
    expect(response.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['klik_session', ''],
      ['klik_logged_in', ''],
    ])
    expect(await sessionOf(member.user.id)).toEqual([])
    expect((await member.client.get('/api/user.php')).statusCode).toBe(403)
  })

  it('answers done when nobody is logged in', async () => {
    const response = await app.inject({ url: '/api/logout.php' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('done')
  })
})

describe('session lifetime', () => {
  it('ends 30 days after the last use: the row goes and the cookies are cleared', async () => {
    const member = await signUp(app)
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id))
    const response = await member.client.get('/api/user.php')
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.required')
    expect(response.cookies.map((cookie) => cookie.name)).toEqual([
      'klik_session',
      'klik_logged_in',
    ])
    expect(await sessionOf(member.user.id)).toEqual([])
    expect(member.client.cookies.size).toBe(0)
  })

  it('slides the expiry at most every 10 minutes, renewing the cookies then', async () => {
    const member = await signUp(app)
    const quiet = await member.client.get('/api/user.php')
    expect(quiet.cookies).toEqual([])
    const earlier = new Date(Date.now() - 11 * 60 * 1000)
    await app.db
      .update(sessions)
      .set({ lastUsedAt: earlier, expiresAt: new Date(earlier.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.userId, member.user.id))
    const touched = await member.client.get('/api/user.php')
    expect(touched.statusCode).toBe(200)
    expect(touched.cookies.map((cookie) => cookie.name)).toEqual(['klik_session', 'klik_logged_in'])
    const [row] = await sessionOf(member.user.id)
    expect(row?.lastUsedAt.getTime()).toBeGreaterThan(earlier.getTime() + 60_000)
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000)
  })

  it('is revoked by deleting its row', async () => {
    const member = await signUp(app)
    await app.db.delete(sessions).where(eq(sessions.userId, member.user.id))
    expect((await member.client.get('/api/user.php')).statusCode).toBe(403)
  })

  it('clears a hint cookie left without a session', async () => {
    const response = await app.inject({
      url: '/api/user.php',
      headers: { cookie: 'klik_logged_in=1' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['klik_session', ''],
      ['klik_logged_in', ''],
    ])
    const anonymous = await app.inject({ url: '/api/user.php' })
    expect(anonymous.cookies).toEqual([])
  })

  it('ignores a made-up token', async () => {
    const response = await app.inject({
      url: '/api/user.php',
      headers: { cookie: 'klik_session=forged; klik_logged_in=1' },
    })
    expect(response.statusCode).toBe(403)
  })

  it('logs a browser out of the old account when it logs in as another', async () => {
    const first = await signUp(app)
    const second = await signUp(app)
    const response = await login(first.client, second.email, second.password)
    expect(response.statusCode).toBe(200)
    expect(await sessionOf(first.user.id)).toEqual([])
    expect((await first.client.get('/api/user.php')).json<UserResponse>().id).toBe(second.user.id)
  })
})

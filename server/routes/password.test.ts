import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import { eq } from 'drizzle-orm'
import type { App } from '../app'
import { users } from '../db/schema'
import { hashPassword } from '../domain/accounts/passwords'
import { signUp, TestClient, type Member } from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error
const change = (client: TestClient, body: unknown) => client.put('/api/password.php', body)
const login = (email: string, password: string, client = new TestClient(app)) =>
  client.post('/api/login.php', { email, password })

/** The member logged in on a second browser too. */
async function secondBrowser(member: Member) {
  const other = new TestClient(app)
  expect((await login(member.email, member.password, other)).statusCode).toBe(200)
  return other
}

describe('PUT /api/password.php', () => {
  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const member = await signUp(app)
    const other = await secondBrowser(member)
    const response = await change(member.client, {
      current_password: member.password,
      new_password: 'a new secret',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect((await member.client.get('/api/user.php')).statusCode).toBe(200)
    expect((await other.get('/api/user.php')).statusCode).toBe(403)
    expect((await login(member.email, member.password)).statusCode).toBe(401)
    expect((await login(member.email, 'a new secret')).statusCode).toBe(200)
  })

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const member = await signUp(app)
    const other = await secondBrowser(member)
    const response = await change(member.client, {
      current_password: 'not it',
      new_password: 'whatever',
    })
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.wrong_password')
    expect((await other.get('/api/user.php')).statusCode).toBe(200)
    expect((await login(member.email, member.password)).statusCode).toBe(200)
  })

  it('applies the signup password rule and refuses unknown keys', async () => {
    const member = await signUp(app)
    for (const body of [
      { current_password: member.password, new_password: '' },
      { current_password: member.password, new_password: 'x'.repeat(201) },
      { current_password: member.password },
      { current_password: member.password, new_password: 'fine', password: 'fine' },
      [],
    ]) {
      const response = await change(member.client, body)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).code).toBe('validation_failed')
    }
  })

  it('refuses a short or easily guessed new password with 422 and keeps the old one (issue 28 §4)', async () => {
    const member = await signUp(app)
    const other = await secondBrowser(member)
    const local = member.email.split('@')[0] ?? ''
    for (const [new_password, code] of [
      ['x', 'password.too_short'],
      ['abc', 'password.too_short'],
      ['password1', 'password.too_weak'],
      ['12345678', 'password.too_weak'],
      [local, 'password.too_weak'],
    ] as const) {
      const response = await change(member.client, {
        current_password: member.password,
        new_password,
      })
      expect(response.statusCode).toBe(422)
      expect(errorOf(response).code).toBe(code)
    }
    expect((await other.get('/api/user.php')).statusCode).toBe(200)
    expect((await login(member.email, member.password)).statusCode).toBe(200)
  })

  it('lets a password set before the rule log in, until it is changed (issue 28 §4)', async () => {
    const member = await signUp(app)
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword('abc') })
      .where(eq(users.id, member.user.id))
    const client = new TestClient(app)
    expect((await login(member.email, 'abc', client)).statusCode).toBe(200)
    expect((await client.get('/api/user.php')).statusCode).toBe(200)
    const weakAgain = await change(client, { current_password: 'abc', new_password: 'abcdefgh' })
    expect(errorOf(weakAgain).code).toBe('password.too_weak')
    const strong = await change(client, {
      current_password: 'abc',
      new_password: 'lemon tree sky 42',
    })
    expect(strong.statusCode).toBe(200)
    expect((await login(member.email, 'abc')).statusCode).toBe(401)
  })

  it('limits wrong attempts per member with 429 and Retry-After', async () => {
    const member = await signUp(app)
    const factor = app.config.RATE_LIMIT_FACTOR
    let last = 0
    for (let attempt = 0; attempt < 10 * factor + 1; attempt += 1) {
      const response = await change(member.client, { current_password: 'no', new_password: 'x' })
      last = response.statusCode
      if (last === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
        break
      }
      expect(last).toBe(403)
    }
    expect(last).toBe(429)
  })

  it('needs a login', async () => {
    const response = await change(new TestClient(app), {
      current_password: 'a',
      new_password: 'b',
    })
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('auth.required')
  })
})

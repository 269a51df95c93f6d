// The rules POST /api/user.php?new=1 checks again, whatever the form checked: every rule of
// spec §5 with its field and message, and an easily guessed password (issue 28 §4) refused
// with 422, creating nothing. The rest of signing up is signup.test.ts's.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAME_MAX, RULE } from '../../src/contract/rules'
import type { SignupBody } from '../../src/contract/signup'
import type { App } from '../app'
import { users } from '../db/schema'
import { attemptSignup, postSignup, signupBody, TestClient, uniqueEmail } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { errorOf } from '../test/responses'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const attempt = (overrides?: Partial<SignupBody>) => attemptSignup(app, overrides)

describe('POST /api/user.php?new=1', () => {
  describe('checks every spec §5 rule again', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a name starting with @', { name: '@anna' }, 'body.name', RULE.nameStartsWithAt],
      ['an empty name', { name: '   ' }, 'body.name', RULE.required],
      ['a name over 150', { name: 'a'.repeat(NAME_MAX + 1) }, 'body.name', RULE.tooLong],
      ['a bad email pattern', { email: 'anna@@example.com' }, 'body.email', RULE.email],
      ['an empty password', { password: '' }, 'body.password', RULE.required],
    ]
    for (const [what, change, path, message] of cases) {
      it(`refuses ${what}`, async () => {
        const client = new TestClient(app)
        const response = await postSignup(client, { ...(await signupBody(client)), ...change })
        expect(response.statusCode).toBe(400)
        expect(errorOf(response)).toMatchObject({
          code: 'validation_failed',
          fields: expect.arrayContaining([{ path, message }]) as unknown,
        })
      })
    }

    it('refuses a name equal to the email (any case, any spaces)', async () => {
      const client = new TestClient(app)
      const body = await signupBody(client)
      const response = await postSignup(client, { ...body, name: ` ${body.email.toUpperCase()} ` })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual([
        { path: 'body.name', message: RULE.nameEqualToEmail },
      ])
    })

    it('reports a name equal to the email next to the other failing fields', async () => {
      const client = new TestClient(app)
      const body = await signupBody(client)
      const response = await postSignup(client, { ...body, name: body.email, password: '' })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual([
        { path: 'body.password', message: RULE.required },
        { path: 'body.name', message: RULE.nameEqualToEmail },
      ])
    })

    it('accepts a name of exactly 150 characters', async () => {
      const { response } = await attempt({ name: 'é'.repeat(NAME_MAX) })
      expect(response.statusCode).toBe(201)
    })
  })

  describe('refuses an easily guessed password (issue 28 §4)', () => {
    const refused: Array<[string, string, string]> = [
      ['of 1 character', 'x', 'password.too_short'],
      ['of 3 characters', 'abc', 'password.too_short'],
      ['of 7 characters', 'Xq7!kzP', 'password.too_short'],
      ['among the most common', 'password1', 'password.too_weak'],
      ['common in another language', 'wachtwoord', 'password.too_weak'],
      ['a keyboard row', 'qwertyuiop', 'password.too_weak'],
    ]
    for (const [what, password, code] of refused) {
      it(`${what} with 422 ${code}, creating nothing`, async () => {
        const { body, response } = await attempt({ password })
        expect(response.statusCode).toBe(422)
        expect(errorOf(response).code).toBe(code)
        const rows = await app.db.select().from(users).where(eq(users.email, body.email))
        expect(rows).toEqual([])
      })
    }

    it('says the minimum length and the score in details', async () => {
      const client = new TestClient(app)
      const short = await postSignup(client, await signupBody(client, { password: 'abc' }))
      expect(errorOf(short).details).toEqual({ min_length: 8 })
      const common = await postSignup(client, await signupBody(client, { password: 'iloveyou' }))
      expect(errorOf(common).details).toEqual({ score: 0, min_score: 2 })
    })

    it("counts the member's own name and address as easy guesses", async () => {
      const client = new TestClient(app)
      const email = uniqueEmail('vanderberg')
      const local = email.split('@')[0] ?? ''
      // Each of these is strong for anybody else.
      for (const password of [local, `${local}!`, 'zorbingtonquill', 'Zorbington7!']) {
        const body = await signupBody(client, { email, name: 'Zorbington Quill', password })
        const response = await postSignup(client, body)
        expect(response.statusCode).toBe(422)
        expect(errorOf(response).code).toBe('password.too_weak')
      }
    })

    it('accepts a strong one, and one of exactly 8 characters', async () => {
      for (const password of ['lemon tree sky 42', 'Xq7!kzP2']) {
        expect((await attempt({ password })).response.statusCode).toBe(201)
      }
    })
  })
})

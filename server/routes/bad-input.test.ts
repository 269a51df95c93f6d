// Every accounts call with bad input answers a 4xx with an error code, never a 5xx: malformed
// JSON, wrong types, missing fields, a 10 MB body, NUL characters, unicode and SQL-looking
// strings, other content types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import type { TestClient } from '../test/accounts'
import { signUp } from '../test/accounts'
import { buildTestApp } from '../test/app'

let app: App
let client: TestClient
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_FACTOR: '100' })
  client = (await signUp(app)).client
})
afterAll(() => app.close())

const CALLS: Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string }> = [
  { method: 'POST', url: '/api/user.php?new=1' },
  { method: 'POST', url: '/api/user.php?push=1' },
  { method: 'PUT', url: '/api/user.php' },
  { method: 'DELETE', url: '/api/user.php' },
  { method: 'POST', url: '/api/login.php' },
  { method: 'POST', url: '/api/password_reset.php' },
  { method: 'POST', url: '/api/password_reset.php?do=1' },
  { method: 'POST', url: '/api/mail_change.php' },
  { method: 'POST', url: '/api/mail_change.php?confirm=1' },
  // No session needed, form bodies taken (RFC 8058): still a 4xx for anything bad.
  { method: 'POST', url: `/api/unsubscribe.php?t=1.all.${'A'.repeat(43)}` },
]

const SQL = `' OR '1'='1'; DROP TABLE users; --`
const UNICODE = 'Zoë 💘 ⁧مرحبا⁩ 日本 \u202e'
// A lone surrogate: valid in a JS string and in JSON, not in UTF-8.
const BROKEN = `${UNICODE}\ud83d`

const BODIES: Array<[string, string | Buffer, string]> = [
  ['malformed JSON', '{"email": "a@b.nl",', 'application/json'],
  ['an array', '[1,2,3]', 'application/json'],
  ['null', 'null', 'application/json'],
  ['a number', '42', 'application/json'],
  ['an empty object', '{}', 'application/json'],
  [
    'wrong types',
    JSON.stringify({
      email: 5,
      name: [],
      password: { a: 1 },
      subscription: 'x',
      token: false,
      city: 7,
    }),
    'application/json',
  ],
  [
    'SQL-looking strings',
    JSON.stringify({ email: SQL, name: SQL, password: SQL, token: SQL, city: SQL, country: SQL }),
    'application/json',
  ],
  [
    'unicode strings',
    JSON.stringify({
      email: `${UNICODE}@example.com`,
      name: UNICODE,
      token: UNICODE,
      country: 'ÑL',
    }),
    'application/json',
  ],
  [
    'lone surrogates',
    JSON.stringify({ email: `${BROKEN}@example.com`, name: BROKEN, token: BROKEN, city: 5 }),
    'application/json',
  ],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0xbd, 0xff, 0x22, 0x7d]),
    'application/json',
  ],
  [
    'a NUL character',
    JSON.stringify({
      email: 'a\u0000@example.com',
      password: '\u0000',
      token: '\u0000',
      personal: '\u0000',
    }),
    'application/json',
  ],
  [
    'a 10 MB body',
    JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(10 * 1024 * 1024) }),
    'application/json',
  ],
  ['form encoding', 'email=a%40example.com&password=x', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
  [
    'prototype pollution',
    '{"__proto__": {"admin": true}, "email": "a@example.com", "password": "x"}',
    'application/json',
  ],
]

describe.each(CALLS)('$method $url', ({ method, url }) => {
  // An empty PUT is a valid "save nothing".
  const bodies = method === 'PUT' ? BODIES.filter(([what]) => what !== 'an empty object') : BODIES
  it.each(bodies)('answers %s with a 4xx and a code', async (_what, payload, type) => {
    const response = await client.request({
      method,
      url,
      payload,
      headers: { 'content-type': type },
    })
    expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400)
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500)
    expect(response.json<ErrorBody>().error.code).toEqual(expect.any(String))
  })
})

describe('bad queries', () => {
  it.each([
    '/api/validate_email.php',
    `/api/validate_email.php?email=${'a'.repeat(300)}`,
    '/api/validate_email.php?email=a&email=b',
    '/api/activate.php?token=' + 'x'.repeat(600),
    '/api/password_reset.php',
    '/api/mail_change.php',
    '/api/geocode.php?lat=NaN&lon=Infinity',
  ])('%s answers 400', async (url) => {
    const response = await client.get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().error.code).toBe('validation_failed')
  })

  it('answers SQL-looking, unicode and broken addresses of validate_email.php, never 5xx', async () => {
    const encoded = [SQL, UNICODE, `x@example.com' --`].map(encodeURIComponent)
    for (const email of [...encoded, '%00@example.com', '%E0%A4%A']) {
      const response = await client.get(`/api/validate_email.php?email=${email}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ status: 'invalid' })
    }
    // Undecodable escapes stay as typed: '%' may stand in an address's local part.
    const raw = await client.get('/api/validate_email.php?email=%ED%A0%BD%FF@example.com')
    expect(raw.json()).toMatchObject({ status: 'new', email: '%ED%A0%BD%FF@example.com' })
  })

  it('answers tokens with SQL or unicode as bad links, not errors', async () => {
    for (const query of [encodeURIComponent(SQL), encodeURIComponent(UNICODE), '%ED%A0%BD%00']) {
      expect((await app.inject({ url: `/api/activate.php?token=${query}` })).statusCode).toBe(302)
      expect((await app.inject({ url: `/api/password_reset.php?token=${query}` })).statusCode).toBe(
        302,
      )
      expect((await app.inject({ url: `/api/mail_change.php?undo=${query}` })).statusCode).toBe(302)
    }
  })
})

describe('the OpenAPI document', () => {
  it('lists every accounts call, query-flag calls under their flag', async () => {
    const doc = (await app.inject({ url: '/api/docs' })).json<{
      paths: Record<string, Record<string, unknown>>
    }>()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user.php',
        '/api/user.php?new=1',
        '/api/user.php?push=1',
        '/api/validate_email.php',
        '/api/activate.php',
        '/api/login.php',
        '/api/logout.php',
        '/api/password_reset.php',
        '/api/password_reset.php?do=1',
        '/api/mail_change.php',
        '/api/mail_change.php?confirm=1',
        '/api/delete_account.php',
        '/api/profileimage.php',
        '/api/geocode.php',
      ]),
    )
    expect(Object.keys(doc.paths['/api/user.php'] ?? {}).sort()).toEqual(['delete', 'get', 'put'])
    expect(doc.paths['/api/user.php?new=1']).toHaveProperty('post.requestBody')
  })

  it('answers a POST without a known flag as an unknown call', async () => {
    const response = await client.post('/api/user.php', {})
    expect(response.statusCode).toBe(404)
    expect(response.json<ErrorBody>().error.code).toBe('not_found')
  })
})

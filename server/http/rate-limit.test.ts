import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import { TestClient, uniqueEmail } from '../test/accounts'
import { buildTestApp } from '../test/app'
import { keyedLimiter, perIp } from './rate-limit'

let app: App
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    instance.get(
      '/api/test-per-ip.php',
      { config: perIp(instance, { max: 2, timeWindow: '1 minute' }) },
      () => ({ ok: true }),
    )
    const perKey = keyedLimiter(instance, 'test-key', { max: 2, timeWindow: '10 minutes' })
    instance.get<{ Querystring: { key: string } }>('/api/test-per-key.php', async (request) => {
      await perKey(request, request.query.key)
      return { ok: true }
    })
  })
})
afterAll(() => app.close())

/** Asserts the contract's 429: rate_limited, and Retry-After in whole seconds within the window. */
function expectLimited(
  response: Awaited<ReturnType<TestClient['get']>>,
  windowSeconds: number,
): void {
  expect(response.statusCode).toBe(429)
  expect(response.json<ErrorBody>().error.code).toBe('rate_limited')
  const retryAfter = response.headers['retry-after']
  expect(retryAfter).toMatch(/^\d+$/)
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds)
}

describe('429 answers carry Retry-After', () => {
  it('on a per-IP route limit', async () => {
    const client = new TestClient(app)
    expect((await client.get('/api/test-per-ip.php')).statusCode).toBe(200)
    expect((await client.get('/api/test-per-ip.php')).statusCode).toBe(200)
    expectLimited(await client.get('/api/test-per-ip.php'), 60)
    // Another address is counted on its own.
    expect((await new TestClient(app).get('/api/test-per-ip.php')).statusCode).toBe(200)
  })

  it('on a keyed limit, whichever address asks', async () => {
    const key = uniqueEmail('keyed')
    const ask = () => new TestClient(app).get(`/api/test-per-key.php?key=${key}`)
    expect((await ask()).statusCode).toBe(200)
    expect((await ask()).statusCode).toBe(200)
    expectLimited(await ask(), 600)
    const other = await new TestClient(app).get(`/api/test-per-key.php?key=other-${key}`)
    expect(other.statusCode).toBe(200)
  })

  it('on the per-address limit of a real call (password reset: 5 an hour per email)', async () => {
    const email = uniqueEmail('reset-limit')
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await new TestClient(app).post('/api/password_reset.php', { email })
      expect(response.statusCode).toBe(202)
    }
    expectLimited(await new TestClient(app).post('/api/password_reset.php', { email }), 3600)
  })

  it('on the not-found limit (300 a minute per IP)', async () => {
    const client = new TestClient(app)
    for (let attempt = 0; attempt < 300; attempt++) {
      expect((await client.get(`/api/missing-${attempt}.php`)).statusCode).toBe(404)
    }
    expectLimited(await client.get('/api/missing-again.php'), 60)
  })
})

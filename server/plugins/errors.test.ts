import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../app'
import { httpError } from '../http/api-error'
import { buildTestApp } from '../test/app'

let app: App
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    instance.get('/api/test-crash.php', () => {
      throw new Error('connection to 10.0.0.5 refused: password=hunter2')
    })
    instance.get(
      '/api/test-bad-answer.php',
      { schema: { response: { 200: z.object({ count: z.int() }) } } },
      () => ({
        count: 'many' as unknown as number,
      }),
    )
    instance.get('/api/test-teapot.php', () => {
      throw httpError(409, 'bad_request', 'Already done')
    })
  })
})
afterAll(() => app.close())

describe('error answers', () => {
  it('turns a zod validation failure into 400 validation_failed with the fields', async () => {
    const response = await app.inject({ url: '/api/regions.php?country=NL&country=BE' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'The request is not valid',
        fields: [{ path: 'querystring.country', message: expect.any(String) as string }],
      },
    })
  })

  it('answers a body that is not JSON with 400 bad_request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'bad_request' } })
  })

  it('passes an ApiError status and code through', async () => {
    const response = await app.inject({ url: '/api/test-teapot.php' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Already done' } })
  })

  it('answers unknown /api paths with 404 not_found JSON, rate limited', async () => {
    const response = await app.inject({ url: '/api/nope.php' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Unknown call: GET /api/nope.php' },
    })
    expect(response.headers['x-ratelimit-limit']).toBeDefined()
    expect((await app.inject({ method: 'DELETE', url: '/api/settings.php' })).json()).toMatchObject(
      {
        error: { code: 'not_found' },
      },
    )
  })

  it('hides internals of a 500', async () => {
    const response = await app.inject({ url: '/api/test-crash.php' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Internal server error' },
    })
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|Error:/)
    expect(response.headers['x-request-id']).toEqual(expect.any(String))
  })

  it('answers 500 internal when a handler breaks its own response schema', async () => {
    const response = await app.inject({ url: '/api/test-bad-answer.php' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Internal server error' },
    })
  })
})

import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ErrorBody } from '../../src/contract/errors'
import type { App } from '../app'
import { httpError } from '../domain/api-error'
import { clientErrorAnswer } from '../http/client-error'
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
      // A number, but not the integer the schema promises.
      () => ({ count: 1.5 }),
    )
    instance.get('/api/test-teapot.php', () => {
      throw httpError(409, 'bad_request', 'Already done')
    })
  })
})
afterAll(() => app.close())

/** Sends `payload` as it is, declared as `contentType`: what the body parsers get to judge. */
function sendBody(method: 'GET' | 'POST', url: string, contentType: string, payload: string) {
  return app.inject({ method, url, headers: { 'content-type': contentType }, payload })
}

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
    const response = await sendBody('POST', '/api/page-hidden.php', 'application/json', '{nope')
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

describe('odd bodies', () => {
  it('answers a body of an unknown content type with 415 unsupported_media_type', async () => {
    const response = await sendBody('POST', '/api/page-hidden.php', 'text/xml', '<hidden/>')
    expect(response.statusCode).toBe(415)
    expect(response.json<ErrorBody>().error.code).toBe('unsupported_media_type')
  })

  it('answers an empty, truncated or mistyped JSON body with 400', async () => {
    for (const payload of ['', '[]', '"text"', '{"email":"a@example.com"', '{"a":1}{']) {
      const response = await sendBody('POST', '/api/login.php', 'application/json', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorBody>().error.code).toMatch(/^(bad_request|validation_failed)$/)
    }
  })

  it('ignores a body sent with GET', async () => {
    const response = await sendBody(
      'GET',
      '/api/regions.php?country=NL',
      'application/json',
      '{not json',
    )
    expect(response.statusCode).toBe(200)
  })
})

describe('errors of the HTTP layer, over a real socket', () => {
  let port = 0
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })

  /**
   * Sends `raw` bytes and answers everything the server wrote until it closed the connection
   * (a reset while we still write, as after an oversized header, ends it too).
   */
  function exchange(raw: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' })
      const chunks: Buffer[] = []
      const timer = setTimeout(() => {
        socket.destroy()
        reject(new Error('the server did not close the connection within 5 s'))
      }, 5_000)
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('error', () => undefined)
      socket.on('close', () => {
        clearTimeout(timer)
        resolve(Buffer.concat(chunks).toString('utf8'))
      })
      socket.write(raw)
    })
  }

  function parse(response: string) {
    const [head = '', body = ''] = response.split('\r\n\r\n')
    const [statusLine = '', ...lines] = head.split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':')
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]
      }),
    )
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown }
  }

  const cases: Array<[string, string, number, string]> = [
    [
      'a header block over the size limit',
      `GET /api/user.php HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    ['a garbage request line', 'HELLO\x01 there, server\r\n\r\n', 400, 'bad_request'],
    [
      'a header line without a colon',
      'GET /api/settings.php HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
      400,
      'bad_request',
    ],
    [
      'bad chunked framing',
      'POST /api/page-hidden.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
      'bad_request',
    ],
    [
      'two different Content-Length headers',
      'POST /api/page-hidden.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{} ',
      400,
      'bad_request',
    ],
    [
      'Content-Length together with chunked Transfer-Encoding',
      'POST /api/page-hidden.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      400,
      'bad_request',
    ],
  ]

  it.each(cases)('answers %s with the contract body', async (_name, raw, status, code) => {
    const response = parse(await exchange(raw))
    expect(response.status).toBe(status)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers.connection).toBe('close')
    expect(response.body).toEqual({ error: { code, message: expect.any(String) as string } })
  })

  it('still answers a good request on the same port', async () => {
    const response = await exchange(
      'GET /api/nope.php HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    )
    expect(response).toMatch(/^HTTP\/1.1 404 /)
    expect(response).toContain('"code":"not_found"')
  })

  it('maps a request that came too slowly to 408 request_timeout', () => {
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
      status: 408,
      body: { error: { code: 'request_timeout', message: expect.any(String) as string } },
    })
  })
})

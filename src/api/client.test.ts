import { afterEach, describe, expect, it, vi } from 'vitest'
import { request } from './client'
import { ApiError, NetworkError } from './errors'

function answer(status: number, body: unknown) {
  return vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  )
}

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the package and original-host headers and answers the body', async () => {
    const fetchMock = answer(200, { name: 'Klik' })
    vi.stubGlobal('fetch', fetchMock)
    const data = await request('/api/settings.php', { query: { a: 1, b: undefined } })
    expect(data).toEqual({ name: 'Klik' })
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}]
    expect(url).toBe('/api/settings.php?a=1')
    expect(init.headers).toMatchObject({ 'X-Package': 'klik', 'X-Original-Host': location.host })
  })

  it('turns an error body into an ApiError with its code', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, { error: { code: 'auth.required', message: 'Not logged in' } }),
    )
    await expect(request('/api/user.php')).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      code: 'auth.required',
    })
  })

  it('names a status without a body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('oops', { status: 502 }))),
    )
    const error = await request('/api/x.php').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('http_502')
  })

  it('reports a network failure as NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(request('/api/x.php')).rejects.toBeInstanceOf(NetworkError)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import * as routes from '../contract/routes'
import { routeQuery } from '../contract/route-url'
import { call } from './call'

type FetchArgs = [string, RequestInit]

function answer(status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return vi.fn((..._args: FetchArgs) =>
    Promise.resolve(
      new Response(status === 204 ? null : text, { status, headers: { 'content-type': type } }),
    ),
  )
}

function sent(fetchMock: ReturnType<typeof answer>): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls[0] ?? ['', {}]
  return { url, init }
}

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the method, path and JSON body of the route and answers the body', async () => {
    const fetchMock = answer(200, { did_like_profile: true })
    vi.stubGlobal('fetch', fetchMock)
    const result = await call(routes.like, { body: { profile: 7 } })
    expect(result).toEqual({ did_like_profile: true })
    const { url, init } = sent(fetchMock)
    expect(url).toBe('/api/likes.php')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"profile":7}')
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it('puts the query in the URL, leaving out absent values', async () => {
    const fetchMock = answer(200, { country: 'NL', countryregion: 'NH', city: 'Amsterdam' })
    vi.stubGlobal('fetch', fetchMock)
    await call(routes.geocode, { query: { lat: 52.37, lon: 4.89 } })
    expect(sent(fetchMock).url).toBe('/api/geocode.php?lat=52.37&lon=4.89')
    expect(sent(fetchMock).init.method).toBe('GET')
  })

  it("adds the route's query flag", async () => {
    const fetchMock = answer(204, null)
    vi.stubGlobal('fetch', fetchMock)
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } }
    const result = await call(routes.pushSubscription, { body: { subscription } })
    expect(result).toBeNull()
    expect(sent(fetchMock).url).toBe('/api/user.php?push=1')
  })

  it('reads a text answer (logout answers "done")', async () => {
    vi.stubGlobal('fetch', answer(200, 'done', 'text/plain; charset=utf-8'))
    await expect(call(routes.logout, {})).resolves.toBe('done')
  })

  it('answers the body of a 201', async () => {
    vi.stubGlobal('fetch', answer(201, { images: [] }))
    const form = new FormData()
    form.append('image1', new Blob(['x'], { type: 'image/png' }), 'me.png')
    await expect(call(routes.profileImage, { body: form })).resolves.toEqual({ images: [] })
  })

  it('sends a FormData body as multipart, without a JSON content type', async () => {
    const fetchMock = answer(201, { images: [] })
    vi.stubGlobal('fetch', fetchMock)
    const form = new FormData()
    await call(routes.profileImage, { body: form })
    const { init } = sent(fetchMock)
    expect(init.body).toBe(form)
    expect(init.headers).not.toHaveProperty('Content-Type')
  })

  it('turns an error answer into an ApiError with its code', async () => {
    vi.stubGlobal('fetch', answer(404, { error: { code: 'member.not_found', message: 'No' } }))
    await expect(call(routes.member, { query: { id: 3 } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'member.not_found',
    })
  })
})

describe('routeQuery', () => {
  it('keeps scalars and drops null and undefined', () => {
    expect(routeQuery(routes.search, { page: 2, gender: undefined, country: null })).toEqual({
      page: 2,
    })
  })

  it('refuses a value a URL cannot carry', () => {
    expect(() => routeQuery(routes.search, { page: [1, 2] })).toThrow(TypeError)
  })
})

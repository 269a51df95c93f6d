import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { guardRoute } from './guard'
import { userAtom } from '../../session'

const at = (href: string) => ({ href, pathname: href }) as ParsedLocation

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  )
}

describe('guardRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    store.set(userAtom, undefined)
  })

  it('sends a visitor on a required route to /login, remembering the way back', async () => {
    const fetchMock = answer(403, { error: { code: 'auth.required', message: 'Not logged in' } })
    vi.stubGlobal('fetch', fetchMock)
    const thrown = await guardRoute('required', at('/members?x=1'), store).catch(
      (error: unknown) => error,
    )
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/login',
      search: { redirect: '/members?x=1' },
    })
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(store.get(userAtom)).toBeNull()
  })

  it('lets a member through and asks the server only once', async () => {
    const fetchMock = answer(200, { id: 7 })
    vi.stubGlobal('fetch', fetchMock)
    await guardRoute('required', at('/members'), store)
    await guardRoute('required', at('/likes'), store)
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(store.get(userAtom)).toEqual({ id: 7 })
  })

  it('never blocks a public route, and asks nothing without a session hint', async () => {
    const fetchMock = answer(403, {})
    vi.stubGlobal('fetch', fetchMock)
    await expect(guardRoute('none', at('/login'), store)).resolves.toBeUndefined()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(store.get(userAtom)).toBeNull()
  })

  it('on an optional route with a session hint, looks the member up in the background', async () => {
    document.cookie = 'klik_logged_in=1; Path=/'
    const fetchMock = answer(200, { id: 3 })
    vi.stubGlobal('fetch', fetchMock)
    await guardRoute('optional', at('/'), store)
    await vi.waitFor(() => expect(store.get(userAtom)).toEqual({ id: 3 }))
    document.cookie = 'klik_logged_in=; Max-Age=0; Path=/'
  })

  it('offline, keeps the member unknown so the next navigation asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(guardRoute('required', at('/members'), store)).rejects.toSatisfy(isRedirect)
    expect(store.get(userAtom)).toBeUndefined()
  })
})

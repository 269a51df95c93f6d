import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserResponse } from '../contract/user'
import { store } from '../lib/store'
import { ensureUser, setSessionEndHandler, setSessionLostHandler } from './user'
import { lastKnownUser, startRememberingUser } from './last-user'
import { userAtom } from './state'

const member = { id: 7, email: 'anna@example.nl', profile: { id: 7, name: 'Anna' } } as UserResponse

describe('the last member seen', () => {
  let stop: () => void
  beforeEach(() => {
    localStorage.clear()
    document.cookie = 'klik_logged_in=; max-age=0; path=/'
    store.set(userAtom, undefined)
    stop = startRememberingUser()
  })
  afterEach(() => {
    stop()
    vi.unstubAllGlobals()
    setSessionEndHandler(() => Promise.resolve())
    setSessionLostHandler(() => undefined)
  })

  /** A fetch that answers only when told. */
  function heldFetch() {
    let answer: (response: Response) => void = () => undefined
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    return { fetchMock, answer: (status: number, body: unknown) => answer(json(status, body)) }
  }

  it('is remembered while logged in and forgotten on logout', () => {
    store.set(userAtom, member)
    expect(lastKnownUser()?.id).toBe(7)
    store.set(userAtom, null)
    expect(lastKnownUser()).toBeNull()
  })

  it('stands in for the member offline when a session exists', async () => {
    store.set(userAtom, member)
    store.set(userAtom, undefined)
    document.cookie = 'klik_logged_in=1; path=/'
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(ensureUser()).resolves.toMatchObject({ id: 7 })
    expect(store.get(userAtom)?.id).toBe(7)
  })

  it('is not used offline without a session', async () => {
    store.set(userAtom, member)
    store.set(userAtom, undefined)
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(ensureUser()).resolves.toBeNull()
  })

  it('answers the member last seen at once when a session exists, and asks the server beside', async () => {
    store.set(userAtom, member)
    store.set(userAtom, undefined)
    document.cookie = 'klik_logged_in=1; path=/'
    const server = heldFetch()
    // Not waiting for the server: a slow connection must not keep the app blank.
    await expect(ensureUser()).resolves.toMatchObject({ id: 7 })
    expect(server.fetchMock).toHaveBeenCalledOnce()
    server.answer(200, { ...member, profile: { id: 7, name: 'Anna B.' } })
    await vi.waitFor(() => expect(store.get(userAtom)?.profile.name).toBe('Anna B.'))
  })

  it('ends a session the server no longer knows and sends the page to the login', async () => {
    store.set(userAtom, member)
    store.set(userAtom, undefined)
    document.cookie = 'klik_logged_in=1; path=/'
    const order: string[] = []
    setSessionEndHandler(() => {
      order.push('ended')
      return Promise.resolve()
    })
    setSessionLostHandler(() => order.push('lost'))
    const server = heldFetch()
    await expect(ensureUser()).resolves.toMatchObject({ id: 7 })
    server.answer(403, { error: { code: 'auth.required', message: 'Not logged in' } })
    await vi.waitFor(() => expect(order).toEqual(['ended', 'lost']))
    expect(store.get(userAtom)).toBeNull()
    expect(lastKnownUser()).toBeNull()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserResponse } from '../contract/user'
import { store } from '../lib/store'
import { ensureUser } from './user'
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
  })

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
})

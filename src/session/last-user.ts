// The last member seen, kept in localStorage so a member who reopens the app offline (on a
// train, no signal) still gets their pages and cached data instead of the login form. It is
// only ever used while the session-hint cookie says a session exists and the server cannot
// be reached; any answer from the server (a user or a 403) replaces it, and a logout or a
// lost session removes it.
import { LOCAL_KEYS } from '../lib/storage-keys'
import { store } from '../lib/store'
import type { UserResponse } from '../contract/user'
import { userAtom } from './state'

const KEY = LOCAL_KEYS.lastUser

function local(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function lastKnownUser(): UserResponse | null {
  const raw = local()?.getItem(KEY)
  if (!raw) return null
  try {
    const user = JSON.parse(raw) as UserResponse
    return typeof user.id === 'number' && typeof user.profile === 'object' ? user : null
  } catch {
    return null
  }
}

function remember(user: UserResponse | null | undefined): void {
  if (user === undefined) return
  if (user === null) local()?.removeItem(KEY)
  else local()?.setItem(KEY, JSON.stringify(user))
}

/** Mirrors the current member into localStorage from now on. */
export function startRememberingUser(): () => void {
  return store.sub(userAtom, () => remember(store.get(userAtom)))
}

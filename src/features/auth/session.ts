// Logging in and out from anywhere in the app (spec §4): a logout clears the member even
// when the call fails, keeps the logging-out flag for 1 s and goes to the login page.
import { store } from '../../lib/store'
import type { LoginBody } from '../../contract/session'
import type { UserResponse } from '../../contract/user'
import { fetchUser, login, logoutCall } from './api'
import { LOGGING_OUT_FLAG_MS, loggingOutAtom, userAtom } from './state'

export async function logIn(body: LoginBody): Promise<UserResponse> {
  const user = await login(body)
  store.set(userAtom, user)
  return user
}

let sessionEnded: () => Promise<void> = () => Promise.resolve()

/**
 * What a logout or a lost session clears (the member's cached data, the worker's media, the
 * badge, push): features/pwa's session end, wired at boot — a feature imports no other.
 */
export function setSessionEndHandler(handler: () => Promise<void>): void {
  sessionEnded = handler
}

/** Asks the server again; a 403 clears the member (and, for a lost session, ends the session). */
export async function refetchUser(): Promise<UserResponse | null> {
  const before = store.get(userAtom)
  const user = await fetchUser()
  store.set(userAtom, user)
  if (before && !user) await sessionEnded()
  return user
}

/** The session ended on the server without a logout (the account was deleted). */
export async function forgetMember(): Promise<void> {
  store.set(userAtom, null)
  await sessionEnded()
}

export async function logOut(goToLogin: () => void | Promise<void>): Promise<void> {
  store.set(loggingOutAtom, true)
  try {
    await logoutCall()
  } catch (error) {
    // Spec §8: logged, then a local logout all the same.
    console.error('Logout failed', error)
  } finally {
    store.set(userAtom, null)
    setTimeout(() => store.set(loggingOutAtom, false), LOGGING_OUT_FLAG_MS)
    await sessionEnded()
    await goToLogin()
  }
}

// The current member's lifecycle (spec §4): fetched once and then read from the store,
// refetched by the poll and after writes that change it, and logged out from anywhere — a
// logout clears the member even when the call fails, keeps the logging-out flag for 1 s and
// goes to the login page.
import { NetworkError } from '../api/errors'
import type { UserResponse } from '../contract/user'
import { readCookie } from '../lib/cookies'
import { COOKIE_KEYS } from '../lib/storage-keys'
import { store } from '../lib/store'
import { lastKnownUser } from './last-user'
import { LOGGING_OUT_FLAG_MS, loggingOutAtom, userAtom } from './state'
import { fetchUser, logoutCall } from './user-api'

let pending: Promise<UserResponse | null> | null = null

/**
 * The current user, fetched once and then read from the store. A member who reopens the app
 * (the session hint says a session exists, and the member last seen is kept) is that member at
 * once, and the server is asked beside the first render: on a slow connection — a train
 * between masts, where a request neither answers nor fails — the installed app no longer stays
 * blank until it does (`npm run bench -- revisit`). Its answer replaces the member, and a 403
 * ends the session and sends a page that needs a member to the login (refetchUser).
 */
export function ensureUser(): Promise<UserResponse | null> {
  const known = store.get(userAtom)
  if (known !== undefined) return Promise.resolve(known)
  const last = readCookie(COOKIE_KEYS.sessionHint) ? lastKnownUser() : null
  if (last) {
    store.set(userAtom, last)
    refetchUser().catch((error: unknown) => {
      // Offline: the member last seen stays, and the poller asks again.
      if (!(error instanceof NetworkError)) console.error('Checking the session failed', error)
    })
    return Promise.resolve(last)
  }
  pending ??= fetchUser()
    .then(
      (user) => {
        store.set(userAtom, user)
        return user
      },
      (error: unknown) => {
        if (!(error instanceof NetworkError)) throw error
        // Offline, and no member kept (or no session): absent for this navigation and still
        // unknown for the next.
        return null
      },
    )
    .finally(() => {
      pending = null
    })
  return pending
}

let sessionEnded: () => Promise<void> = () => Promise.resolve()
let sessionLost: () => void = () => undefined

/**
 * What a logout or a lost session clears (the member's cached data in Dexie, the worker's
 * media, the badge, push): features/pwa's session end, wired at boot.
 */
export function setSessionEndHandler(handler: () => Promise<void>): void {
  sessionEnded = handler
}

/**
 * What a lost session does besides its end: the page the member is on, if it needs a member,
 * goes to the login (app/boot.ts: the router runs its guards again).
 */
export function setSessionLostHandler(handler: () => void): void {
  sessionLost = handler
}

/** Asks the server again; a 403 clears the member (and, for a lost session, ends the session). */
export async function refetchUser(): Promise<UserResponse | null> {
  const before = store.get(userAtom)
  const user = await fetchUser()
  store.set(userAtom, user)
  if (before && !user) {
    await sessionEnded()
    sessionLost()
  }
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

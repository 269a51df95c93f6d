// The route guard (spec §2): every route requires a member unless its staticData says
// `optional` or `none`. A required route fetches the current user first and sends a
// visitor without one to /login, remembering where they wanted to go.
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { NetworkError } from '../../api/errors'
import { SESSION_HINT_COOKIE } from '../../contract/session-hint'
import { readCookie } from '../../lib/cookies'
import { store } from '../../lib/store'
import type { UserResponse } from '../../contract/user'
import { fetchUser } from './api'
import { lastKnownUser } from './last-user'
import { userAtom } from './state'

export type AuthMode = 'required' | 'optional' | 'none'

let pending: Promise<UserResponse | null> | null = null

/** The current user, fetched once and then read from the store. */
export function ensureUser(): Promise<UserResponse | null> {
  const known = store.get(userAtom)
  if (known !== undefined) return Promise.resolve(known)
  pending ??= fetchUser()
    .then(
      (user) => {
        store.set(userAtom, user)
        return user
      },
      (error: unknown) => {
        if (!(error instanceof NetworkError)) throw error
        // Offline: with a session the member is the one last seen (their cached pages still
        // open); without one, absent for this navigation and still unknown for the next.
        const last = readCookie(SESSION_HINT_COOKIE) ? lastKnownUser() : null
        // The next successful poll replaces it (or clears it on a 403).
        if (last) store.set(userAtom, last)
        return last
      },
    )
    .finally(() => {
      pending = null
    })
  return pending
}

export async function guardRoute(mode: AuthMode, location: ParsedLocation): Promise<void> {
  if (mode !== 'required') {
    // The shell still wants to know who is here, but the page need not wait; without a
    // session hint the answer is known to be "nobody".
    if (readCookie(SESSION_HINT_COOKIE)) ensureUser().catch(() => undefined)
    else if (store.get(userAtom) === undefined) store.set(userAtom, null)
    return
  }
  const user = await ensureUser()
  if (!user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

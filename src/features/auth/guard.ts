// The route guard (spec §2): every route requires a member unless its staticData says
// `optional` or `none`. A required route fetches the current user first and sends a
// visitor without one to /login, remembering where they wanted to go.
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { readCookie } from '../../lib/cookies'
import { COOKIE_KEYS } from '../../lib/storage-keys'
import type { createStore } from 'jotai'
import { ensureUser, userAtom } from '../../session'

export type AuthMode = 'required' | 'optional' | 'none'

/** `store`: the router context's (one per request on the server, the tab's in the browser). */
export async function guardRoute(
  mode: AuthMode,
  location: ParsedLocation,
  store: ReturnType<typeof createStore>,
): Promise<void> {
  if (import.meta.env.SSR) {
    // The server knows who asks before the router runs (entry-server.tsx); no cookie read.
    if (store.get(userAtom) === undefined) store.set(userAtom, null)
    if (mode === 'required' && !store.get(userAtom))
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
      throw redirect({ to: '/login', search: { redirect: location.href } })
    return
  }
  if (mode !== 'required') {
    // The shell still wants to know who is here, but the page need not wait; without a
    // session hint the answer is known to be "nobody".
    if (readCookie(COOKIE_KEYS.sessionHint)) ensureUser().catch(() => undefined)
    else if (store.get(userAtom) === undefined) store.set(userAtom, null)
    return
  }
  const user = await ensureUser()
  if (!user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

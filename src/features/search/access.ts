// Who may open the member search (spec §2, §6). Members always; a logged-out visitor only
// when the site allows logged-out search: for everyone (logged_out_search_trafficsource
// 'all') or for visitors who came through a traffic-source network ('with_trafficsource',
// a stored network). Everyone else logs in first. The rule itself lives in session/ (the
// home page's member tiles follow it too). Kept apart from the page so the route's guard
// does not pull the page (and Dexie) into the start-up bundle.
import { redirect } from '@tanstack/react-router'
import type { createStore } from 'jotai'
import {
  ensureUser,
  loggedOutSearchAllowed,
  settingsAtom,
  storedTrafficsource,
  userAtom,
} from '../../session'

export { loggedOutSearchAllowed, storedTrafficsource } from '../../session'

/** beforeLoad of /members: lets members and allowed visitors in, sends the rest to login. */
export async function guardMemberSearch(
  href: string,
  store: ReturnType<typeof createStore>,
): Promise<void> {
  // On the server, the member (or null) is in the request's store (entry-server.tsx).
  const user = import.meta.env.SSR ? (store.get(userAtom) ?? null) : await ensureUser()
  if (user) return
  if (loggedOutSearchAllowed(store.get(settingsAtom), storedTrafficsource() !== null)) return
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ to: '/login', search: { redirect: href } })
}

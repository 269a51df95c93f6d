// Who may open the member search (spec §2, §6). Members always; a logged-out visitor only
// when the site allows logged-out search: for everyone (logged_out_search_trafficsource
// 'all') or for visitors who came through a traffic-source network ('with_trafficsource',
// a stored network). Everyone else logs in first. Kept apart from the page so the route's
// guard does not pull the page (and Dexie) into the start-up bundle.
import { redirect } from '@tanstack/react-router'
import type { SettingsResponse } from '../../contract/settings'
import { affiliateKey } from '../../lib/affiliate'
import { storage } from '../../lib/storage'
import { store } from '../../lib/store'
import { ensureUser, settingsAtom } from '../../session'

export function loggedOutSearchAllowed(
  settings: Pick<SettingsResponse, 'logged_out_search' | 'logged_out_search_trafficsource'> | null,
  hasTrafficsource: boolean,
): boolean {
  if (!settings?.logged_out_search) return false
  switch (settings.logged_out_search_trafficsource) {
    case 'all':
      return true
    case 'with_trafficsource':
      return hasTrafficsource
    case 'none':
      return false
  }
}

/** The stored affiliate network of the visitor (lib/affiliate), if any. */
export const storedTrafficsource = (): string | null => storage.get(affiliateKey('network'))

/** beforeLoad of /members: lets members and allowed visitors in, sends the rest to login. */
export async function guardMemberSearch(href: string): Promise<void> {
  const user = await ensureUser()
  if (user) return
  if (loggedOutSearchAllowed(store.get(settingsAtom), storedTrafficsource() !== null)) return
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ to: '/login', search: { redirect: href } })
}

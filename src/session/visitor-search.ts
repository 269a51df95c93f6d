// Who of the logged-out visitors may see members (spec §2, §6): the site's logged_out_search
// switch and its logged_out_search_trafficsource mode — everyone ('all'), visitors who came
// through a traffic-source network ('with_trafficsource', a stored network), or nobody
// ('none'). Shared by the search's route guard and the home page's member tiles; the server
// applies the same rule (search-access.ts).
import type { SettingsResponse } from '../contract/settings'
import { affiliateKey } from '../lib/affiliate'
import { storage } from '../lib/storage'

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

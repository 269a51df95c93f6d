// Who may search without logging in (spec §3 settings, §6): the site's logged_out_search
// switch and its logged_out_search_trafficsource mode (none hides search from visitors).
import { httpError } from '../api-error'
import type { Site } from '../sites/site-schema'

/** Throws 403 search.login_required when a logged-out visitor may not search this site. */
export function assertLoggedOutSearchAllowed(site: Site, trafficsource: string | undefined): void {
  const mode = site.logged_out_search ? site.logged_out_search_trafficsource : 'none'
  const fromPartner = (trafficsource?.trim() ?? '') !== ''
  if (mode === 'all' || (mode === 'with_trafficsource' && fromPartner)) return
  throw httpError(403, 'search.login_required', 'Log in to search members')
}

// The page-hidden beacon (spec §4 Push, §7 POST /api/page-hidden.php): when the page becomes
// hidden the server is told, with an empty JSON body, so it knows to reach the member by push
// from now on. sendBeacon is used because it still goes out while the tab is being closed;
// it cannot carry the X-Package headers, and the route needs none.
import * as routes from '../../contract/routes'

export const PAGE_HIDDEN_URL = routes.pageHidden.path

export function sendPageHidden(): void {
  if (typeof navigator.sendBeacon !== 'function') return
  try {
    // A string goes as text/plain, which the route reads as JSON; no CORS preflight either.
    navigator.sendBeacon(PAGE_HIDDEN_URL, '{}')
  } catch (error) {
    console.debug('Page-hidden beacon not sent', error)
  }
}

/** Sends the beacon on every change to hidden from now on; returns the stop. */
export function startPageHiddenBeacon(): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sendPageHidden()
  }
  document.addEventListener('visibilitychange', onVisibility)
  return () => document.removeEventListener('visibilitychange', onVisibility)
}

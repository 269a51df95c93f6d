// Shows the app badge: the sum of the named sources in src/session/badge.ts on the installed
// app's icon where the Badging API exists (cleared at 0), and tells the worker the total so a
// push that arrives while no page is open counts on from it.
import { store } from '../../lib/store'
import { badgeTotalAtom } from '../../session/badge'
import { postToWorker } from './worker-client'

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

export function showAppBadge(total: number): void {
  const nav = navigator as BadgeNavigator
  // Badging fails where it is not allowed (not installed, no permission): nothing to tell.
  const failed = (error: unknown) => console.debug('App badge not set', error)
  if (total > 0) nav.setAppBadge?.(total).catch(failed)
  else nav.clearAppBadge?.().catch(failed)
}

/** Follows the badge total from now on; returns the stop. */
export function startAppBadge(): () => void {
  return store.sub(badgeTotalAtom, () => {
    const total = store.get(badgeTotalAtom)
    showAppBadge(total)
    void postToWorker({ type: 'BADGE', count: total })
  })
}

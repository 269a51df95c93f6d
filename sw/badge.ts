// The app badge from the worker's side. While a page is open the page sets the badge and
// reports its total (BADGE); with no page open a push raises it — to the server's count
// when the push carries one, else by one — and a session end clears it. The total lives
// in memory only: a worker stopped while idle counts on from 0, so pushes should carry it.

export interface BadgeNavigator {
  setAppBadge?(contents?: number): Promise<void>
  clearAppBadge?(): Promise<void>
}

export interface Badge {
  readonly count: number
  /** What the page shows already: remembered, not set again. */
  remember(count: number): void
  show(count: number): Promise<void>
  clear(): Promise<void>
}

export function createBadge(navigator: BadgeNavigator): Badge {
  let count = 0
  const show = async (next: number) => {
    count = Math.max(0, Math.floor(next))
    try {
      if (count > 0) await navigator.setAppBadge?.(count)
      else await navigator.clearAppBadge?.()
    } catch (error) {
      // Not installed or not allowed: there is no badge to keep right.
      console.debug('App badge not set', error)
    }
  }
  return {
    get count() {
      return count
    },
    remember: (next) => {
      count = Math.max(0, Math.floor(next))
    },
    show,
    clear: () => show(0),
  }
}

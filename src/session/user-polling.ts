// User polling (spec §4, §9): while a member is present the user is refetched every 60 s,
// or every 300 s when push is subscribed (pushes say when something happened). Paused
// while the page is hidden, refreshed when it shows again. A 403 clears the member, which
// stops the polling.
import { store } from '../lib/store'
import { NetworkError } from '../api/errors'
import { refetchUser } from './user'
import { userAtom } from './state'

export const POLL_MS = 60_000
export const POLL_PUSH_MS = 300_000

export function pollInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? POLL_PUSH_MS : POLL_MS
}

export function startUserPolling(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = () => {
    clearTimeout(timer)
    const user = store.get(userAtom)
    if (!user || document.visibilityState === 'hidden') return
    timer = setTimeout(() => void tick(), pollInterval(user.push_subscribed))
  }

  const tick = async () => {
    try {
      await refetchUser()
    } catch (error) {
      // Offline or a server hiccup: keep the member, try again next round.
      if (!(error instanceof NetworkError)) console.error('User poll failed', error)
    }
    schedule()
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible' && store.get(userAtom)) void tick()
    else clearTimeout(timer)
  }

  const unsubscribe = store.sub(userAtom, schedule)
  document.addEventListener('visibilitychange', onVisibility)
  schedule()
  return () => {
    clearTimeout(timer)
    unsubscribe()
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

// User polling (spec §4, §9) as a job of the one poller (src/api/poller.ts): while a member is
// present the user is refetched every 60 s, or every 300 s when push is subscribed — on the
// account (`push_subscribed`) or in this browser (pushSubscribedAtom) — but only while the live
// channel is down: while it is open, its `account` events say when the account changed (and a
// page shown again refetches once). A 403 clears the member, which stops every job. memberWatch
// is how the poller sees the session.
import { onLive } from '../api/live'
import type { MemberWatch, PollJob } from '../api/poller'
import { NetworkError } from '../api/errors'
import { store } from '../lib/store'
import { pushSubscribedAtom, type PushResult } from './push'
import { userAtom } from './state'
import { refetchUser } from './user'

/** A subscription of this browser (not false, 'denied', null or unknown). */
const subscribedHere = (result: PushResult | undefined) =>
  typeof result === 'object' && result !== null

export const memberWatch: MemberWatch = {
  current() {
    const user = store.get(userAtom)
    if (!user) return null
    return {
      id: user.id,
      pushSubscribed: user.push_subscribed || subscribedHere(store.get(pushSubscribedAtom)),
    }
  },
  subscribe(listener) {
    const offUser = store.sub(userAtom, listener)
    const offPush = store.sub(pushSubscribedAtom, listener)
    return () => {
      offUser()
      offPush()
    }
  },
}

async function refetch(): Promise<void> {
  try {
    await refetchUser()
  } catch (error) {
    // Offline: keep the member, try again next round.
    if (!(error instanceof NetworkError)) throw error
  }
}

export const userJob: PollJob = { name: 'user', live: true, run: refetch }

/** One upload or edit may change the account in several writes: they make one refetch. */
export const ACCOUNT_REFETCH_DELAY_MS = 500

/**
 * Refetches the user after `account` events (and after a `reset`: events were missed), and
 * after events that add a notification, for the Alerts count the user answer carries (issue 28
 * §6): a like, a match, a partner's message, credits that landed. Returns the unsubscribe.
 */
export function watchAccountEvents(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const soon = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (store.get(userAtom)) refetch().catch((error: unknown) => console.error(error))
    }, ACCOUNT_REFETCH_DELAY_MS)
  }
  const offs = [
    onLive('account', soon),
    onLive('reset', soon),
    onLive('like', soon),
    onLive('match', soon),
    // Someone visited: user.php says how many visitors are new (issue 32 §2).
    onLive('visit', soon),
    onLive('message', (data) => {
      if (data.message.sender !== store.get(userAtom)?.id) soon()
    }),
    onLive('balance', (data) => {
      const credits = store.get(userAtom)?.credits
      if (credits !== undefined && data.balance > credits) soon()
    }),
  ]
  return () => {
    clearTimeout(timer)
    for (const off of offs) off()
  }
}

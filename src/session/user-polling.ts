// User polling (spec §4, §9) as a job of the one poller (src/api/poller.ts): while a member is
// present the user is refetched every 60 s, or every 300 s when push is subscribed — on the
// account (`push_subscribed`) or in this browser (pushSubscribedAtom). A 403 clears the
// member, which stops every job. memberWatch is how the poller sees the session.
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

export const userJob: PollJob = {
  name: 'user',
  async run() {
    try {
      await refetchUser()
    } catch (error) {
      // Offline: keep the member, try again next round.
      if (!(error instanceof NetworkError)) throw error
    }
  },
}

// A member the test sets, as the session would: the MemberWatch the poller and the live
// channel follow (src/session/user-polling.ts is the real one).
import type { MemberWatch, PollMember } from '../api/poller'

export function fakeWatch(initial: PollMember | null) {
  let current = initial
  const listeners = new Set<() => void>()
  const watch: MemberWatch = {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const set = (next: PollMember | null) => {
    current = next
    for (const listener of listeners) listener()
  }
  return { watch, set }
}

// Whether the push offer (step 1) is made (spec §4): the site has a VAPID key, the browser
// can subscribe, the member has not refused notifications and is not subscribed yet.
import { NO_PUSH, type PushSupport } from '../../session/push'

export { NO_PUSH, type PushSupport }

export function pushOffered(
  pushPub: string | null | undefined,
  support: PushSupport,
  userSubscribed = false,
): boolean {
  if (!pushPub) return false
  if (!support.capable) return false
  if (support.permission === 'denied' || support.permission === 'unsupported') return false
  return !support.subscribed && !userSubscribed
}

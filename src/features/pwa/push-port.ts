// features/pwa's side of the shared push port (src/session/push.ts): what signup's offer
// and the session end reach without importing this feature.
import type { PushPort } from '../../session/push'
import { readPushSupport, subscribeToPush, unsubscribePush } from './push'
import { NO_PUSH, pushOffered } from './push-offer'

export const browserPush: PushPort = {
  async offered(pushPub, accountSubscribed) {
    // Asks the browser only when the site offers push.
    const support = pushPub ? await readPushSupport() : NO_PUSH
    return pushOffered(pushPub, support, accountSubscribed)
  },
  subscribe: subscribeToPush,
  unsubscribe: unsubscribePush,
  support: readPushSupport,
}

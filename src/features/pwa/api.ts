// The push subscription's calls: POST /api/user.php?push=1 registers this browser's
// subscription for the member (spec §7), DELETE forgets it (push off on this device).
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import type { PushSubscriptionBody } from '../../contract/user'

export async function registerPushSubscription(
  subscription: PushSubscriptionBody['subscription'],
): Promise<void> {
  await call(routes.pushSubscription, { body: { subscription } })
}

export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await call(routes.pushUnsubscribe, { body: { endpoint } })
}

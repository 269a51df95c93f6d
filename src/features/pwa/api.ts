// The push subscription's call: POST /api/user.php?push=1 registers this browser's
// subscription for the member (spec §7). The API has no call that removes one yet.
import { call } from '../../api/call'
import * as endpoints from '../../contract/endpoints'
import type { PushSubscriptionBody } from '../../contract/user'

export async function registerPushSubscription(
  subscription: PushSubscriptionBody['subscription'],
): Promise<void> {
  await call(endpoints.pushSubscription, { body: { subscription } })
}

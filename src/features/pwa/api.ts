// The push subscription's calls: POST /api/user.php?push=1 registers this browser's
// subscription for the member (spec §7), DELETE forgets it (push off on this device). They run
// from start-up (the push port), so it uses the plain client: the descriptors and their zod
// schemas stay out of the entry bundle (docs/decisions.md, "Code structure").
import { request } from '../../api/client'
import type { PushSubscriptionBody } from '../../contract/user'

export async function registerPushSubscription(
  subscription: PushSubscriptionBody['subscription'],
): Promise<void> {
  await request('/api/user.php', { method: 'POST', query: { push: 1 }, body: { subscription } })
}

export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await request('/api/user.php', { method: 'DELETE', query: { push: 1 }, body: { endpoint } })
}

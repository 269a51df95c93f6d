// Browsers' push subscriptions (spec §4 Push). An endpoint belongs to one member: registering
// it again (another member logged in on the same browser) moves it to the newest.
import type { z } from 'zod'
import type { pushSubscriptionBodySchema } from '../../../src/contract/user'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { pushSubscriptions } from '../../db/schema'

export type PushSubscription = z.output<typeof pushSubscriptionBodySchema>['subscription']

export async function savePushSubscription(
  db: Db,
  userId: number,
  { endpoint, keys }: PushSubscription,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: keys.p256dh, auth: keys.auth },
    })
}

/** Forgets `endpoint` when it is the member's (another member's subscription stays). */
export async function deletePushSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

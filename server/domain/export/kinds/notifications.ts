// The data export's `notifications`, `notification_settings` and `push_subscriptions`. Of a
// push subscription only the push service's host: the rest of its address identifies the
// browser, and its keys are secret.
import { asc, eq } from 'drizzle-orm'
import { notices, notificationSettings, pushSubscriptions } from '../../../db/schema'
import { iso, type Reader } from './shared'

/** data.json's `notifications`, oldest first. */
export async function gatherNotices(tx: Reader, userId: number) {
  const rows = await tx
    .select()
    .from(notices)
    .where(eq(notices.memberId, userId))
    .orderBy(asc(notices.createdAt))
  return rows.map((row) => ({ kind: row.kind, data: row.data, at: iso(row.createdAt) }))
}

/** data.json's `notification_settings`: the defaults when the member changed none. */
export async function gatherNotificationSettings(tx: Reader, userId: number) {
  const [settings] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.memberId, userId))
  return {
    push: {
      messages: settings?.pushMessages ?? true,
      likes: settings?.pushLikes ?? true,
      previews: settings?.previews ?? false,
    },
    mail: {
      messages: settings?.mailMessages ?? 'daily',
      likes: settings?.mailLikes ?? 'daily',
    },
  }
}

/** The host of a push service's endpoint ('' when it is no address). */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host
  } catch {
    return ''
  }
}

/** data.json's `push_subscriptions`: one a browser, by push service host. */
export async function gatherPushSubscriptions(tx: Reader, userId: number) {
  const rows = await tx
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id))
  return rows.map((row) => ({ service_host: hostOf(row.endpoint), created_at: iso(row.createdAt) }))
}

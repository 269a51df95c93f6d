// The data export's `notifications`, `notification_settings` and `push_subscriptions`. Of a
// push subscription only the push service's host: the rest of its address identifies the
// browser, and its keys are secret.
import { notices, pushSubscriptions } from '../../../db/schema'
import { readNotificationSettings } from '../../notifications/notification-settings'
import { iso, ownColumns, ownRows, type Reader } from './shared'

/** data.json's `notifications`, oldest first. */
export async function gatherNotices(tx: Reader, userId: number) {
  const rows = await ownRows(tx, notices, notices.memberId, userId, notices.createdAt)
  return rows.map((row) => ({ kind: row.kind, data: row.data, at: iso(row.createdAt) }))
}

/** data.json's `notification_settings`: the defaults when the member changed none. */
export async function gatherNotificationSettings(tx: Reader, userId: number) {
  const settings = await readNotificationSettings(tx, userId)
  return {
    push: {
      messages: settings.push_messages,
      likes: settings.push_likes,
      previews: settings.previews,
    },
    mail: { messages: settings.mail_messages, likes: settings.mail_likes },
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
  const fields = { endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt }
  const rows = await ownColumns(
    tx,
    pushSubscriptions,
    fields,
    pushSubscriptions.userId,
    userId,
    pushSubscriptions.id,
  )
  return rows.map((row) => ({ service_host: hostOf(row.endpoint), created_at: iso(row.createdAt) }))
}

// A member's notification settings (notification_settings; no row = the defaults the table
// declares): read for the settings page and the push and mail jobs, changed a few at a time.
import { eq } from 'drizzle-orm'
import type {
  NotificationSettings,
  NotificationSettingsBody,
} from '../../../src/contract/notifications'
import type { Db } from '../../db/database'
import { notificationSettings, type NotificationSettingsRow } from '../../db/schema'

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  push_messages: true,
  push_likes: true,
  previews: false,
  mail_messages: 'daily',
  mail_likes: 'daily',
}

function toSettings(row: NotificationSettingsRow | undefined): NotificationSettings {
  if (row === undefined) return DEFAULT_NOTIFICATION_SETTINGS
  return {
    push_messages: row.pushMessages,
    push_likes: row.pushLikes,
    previews: row.previews,
    mail_messages: row.mailMessages,
    mail_likes: row.mailLikes,
  }
}

export async function readNotificationSettings(
  db: Pick<Db, 'select'>,
  memberId: number,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.memberId, memberId))
  return toSettings(row)
}

/** Changes what `body` names, in one statement (the first change writes the whole row). */
export async function updateNotificationSettings(
  db: Db,
  memberId: number,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  const changes = {
    ...(body.push_messages === undefined ? {} : { pushMessages: body.push_messages }),
    ...(body.push_likes === undefined ? {} : { pushLikes: body.push_likes }),
    ...(body.previews === undefined ? {} : { previews: body.previews }),
    ...(body.mail_messages === undefined ? {} : { mailMessages: body.mail_messages }),
    ...(body.mail_likes === undefined ? {} : { mailLikes: body.mail_likes }),
  }
  const [row] = await db
    .insert(notificationSettings)
    .values({ memberId, ...changes })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: changes })
    .returning()
  return toSettings(row)
}

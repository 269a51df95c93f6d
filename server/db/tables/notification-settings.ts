// A member's choices about being told of things (issue 11): push per type, whether a push
// shows the message text, and mail per type and how often. No row = the defaults: push on,
// previews off (a lock screen shows who wrote, not what), a daily mail of what was missed.
import { boolean, pgTable, text } from 'drizzle-orm/pg-core'
import type { MailFrequency } from '../../../src/contract/notifications'
import { memberRef } from './columns'

export { MAIL_FREQUENCIES, type MailFrequency } from '../../../src/contract/notifications'

export const notificationSettings = pgTable('notification_settings', {
  memberId: memberRef('member_id', 'cascade').primaryKey(),
  pushMessages: boolean('push_messages').notNull().default(true),
  pushLikes: boolean('push_likes').notNull().default(true),
  previews: boolean('previews').notNull().default(false),
  mailMessages: text('mail_messages').$type<MailFrequency>().notNull().default('daily'),
  mailLikes: text('mail_likes').$type<MailFrequency>().notNull().default('daily'),
})

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect

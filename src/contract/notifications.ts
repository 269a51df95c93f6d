// The notification centre (issue 11; the spec names the /notifications route and its
// #email-change-incorrect hash, the rest is designed here, docs/decisions/notifications.md):
//   GET  /api/notifications.php           what happened, newest first, and how much is unseen
//   POST /api/notifications.php           the member looked: what the page showed is seen
//   GET  /api/notification_settings.php   push and mail per type, previews
//   PUT  /api/notification_settings.php   change some of them
import { z } from './zod'
import { memberCardSchema } from './members'
import { VERIFICATION_DECLINE_REASONS } from './verification'

/** How often a mail tells a member what they missed (never: no mail of that type). */
export const MAIL_FREQUENCIES = ['immediately', 'daily', 'never'] as const
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number]

/** Account notices: things that happened to the account itself. */
export const NOTICE_KINDS = [
  'email_changed',
  'email_restored',
  'password_changed',
  'verification_approved',
  'verification_declined',
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** How many notifications the centre shows (the newest). */
export const NOTIFICATIONS_MAX = 50

const base = {
  /**
   * Stable per notification: `like-<member>`, `match-<member>`, `chat-<conversation>`,
   * `credits-<row>`, `notice-<row>`.
   */
  id: z.string(),
  at: z.iso.datetime(),
  /** Came after the member last looked at the centre. */
  seen: z.boolean(),
}

export const notificationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('like'), ...base, member: memberCardSchema }),
  /**
   * The member and `member` like each other (issue 28 §6, "You click"), since `at`: told once
   * per pair, while both likes stand. It stands for that member's like, which is not listed.
   */
  z.object({ type: z.literal('match'), ...base, member: memberCardSchema }),
  z.object({
    type: z.literal('message'),
    ...base,
    member: memberCardSchema,
    conversation: z.int().positive(),
    unread: z.int().min(0).describe('messages of this chat the member has not read'),
  }),
  z.object({
    type: z.literal('credits'),
    ...base,
    amount: z.int().positive(),
    reason: z.string().describe('welcome, purchase, …'),
  }),
  z.object({
    type: z.literal('notice'),
    ...base,
    notice: z.enum(NOTICE_KINDS),
    email: z.string().optional().describe('email_changed: the new address'),
    reason: z.enum(VERIFICATION_DECLINE_REASONS).optional().describe('verification_declined: why'),
  }),
])
export type Notification = z.infer<typeof notificationSchema>

export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  unseen: z.int().min(0),
})
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>

/**
 * POST /api/notifications.php: the member saw everything up to `until` (the newest `at` the
 * page showed; now when left out). What came later — while the page loaded — stays unseen.
 */
export const notificationsSeenBodySchema = z.strictObject({ until: z.iso.datetime().optional() })
export type NotificationsSeenBody = z.infer<typeof notificationsSeenBodySchema>

export const notificationSettingsSchema = z.object({
  push_messages: z.boolean(),
  push_likes: z.boolean(),
  previews: z.boolean().describe('a message push shows its text'),
  mail_messages: z.enum(MAIL_FREQUENCIES),
  mail_likes: z.enum(MAIL_FREQUENCIES),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** Any of the settings; the others stay. */
export const notificationSettingsBodySchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' })
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>

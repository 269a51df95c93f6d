// Every mail sent to a member and whether the transport took it: activate.php answers
// `delivered` from here (the signup wizard's step 6 waits for it).
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const MAIL_KINDS = ['activate', 'password_reset', 'mail_change', 'mail_change_undo'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const mails = pgTable(
  'mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailKind>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    /** The transport's error when delivery failed; null while pending or once delivered. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mails_user_id_kind_idx').on(table.userId, table.kind)],
)

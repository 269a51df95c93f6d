// Logged-in browsers. The cookie holds a random token; only its sha256 is stored, so a leaked
// table opens no account. A session ends when its row is deleted (logout, revocation) or 30
// days after its last use. can_reset_password_until marks a session opened by a password
// reset link: only it may set a new password without the old one, and only briefly.
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    canResetPasswordUntil: timestamp('can_reset_password_until', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)
export type SessionRow = typeof sessions.$inferSelect

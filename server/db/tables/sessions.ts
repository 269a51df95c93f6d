// Logged-in browsers. The cookie holds a random token; only its sha256 is stored, so a leaked
// table opens no account. A session ends when its row is deleted (logout, revocation) or 30
// days after its last use. can_reset_password_until marks a session opened by a password
// reset link: only it may set a new password without the old one, and only briefly.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    canResetPasswordUntil: timestamp('can_reset_password_until', { withTimezone: true }),
    /**
     * While later than now, this browser shows Klik: a live channel is open and its page is
     * not hidden (domain/presence/presence.ts). No push then.
     */
    presentUntil: timestamp('present_until', { withTimezone: true }),
    /**
     * The member was banned then (domain/admin/bans.ts): the session is over, and the next
     * request that shows its cookie is told so (403 auth.banned, the client goes to
     * /pages/ban) and deletes it. Kept only until it expires.
     */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)
export type SessionRow = typeof sessions.$inferSelect

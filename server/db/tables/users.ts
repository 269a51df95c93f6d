// Accounts: who signs in, with which address and password, on which site, and how they came.
// The address is unique among accounts that are not deleted (case-insensitive, a partial
// unique index), so deleting an account frees it; deleted_email_hash remembers that an address
// belonged to a deleted account (validate_email.php answers "deleted" for it).
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { BanGround } from '../../../src/contract/admin'
import type { CountryCode } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed, domain in lower case; compared as lower(email). */
    email: text('email').notNull(),
    /** argon2id PHC string; null once the account is deleted. */
    passwordHash: text('password_hash'),
    siteId: text('site_id').notNull(),
    language: text('language').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** sha256 of the lower-cased address the account had when it was deleted. */
    deletedEmailHash: text('deleted_email_hash'),
    trafficsource: text('trafficsource'),
    timezone: text('timezone').notNull().default('UTC'),
    signupCountry: text('signup_country').$type<CountryCode>(),
    referrer: text('referrer'),
    formPath: text('form_path'),
    /** The member page the visitor signed up from (spec §7 `profile`). */
    fromProfileId: bigint('from_profile_id', { mode: 'number' }),
    /** When the member took the delete_discount offer instead of deleting. */
    retentionDiscountAcceptedAt: timestamp('retention_discount_accepted_at', {
      withTimezone: true,
    }),
    /** A demo or fictional profile: shown with the fictional icon and warning. */
    fictional: boolean('fictional').notNull().default(false),
    /** Premium membership runs until then (sees every photo full size); null = never had it. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** The notification centre was last looked at then: what came later is unseen. */
    notificationsSeenAt: timestamp('notifications_seen_at', { withTimezone: true }),
    /** Visitors were last looked at then: later visits are new (issue 32 §2). */
    visitorsSeenAt: timestamp('visitors_seen_at', { withTimezone: true }),
    /** Premium browsing without leaving visits; works while premium runs (issue 32 §2). */
    incognito: boolean('incognito').notNull().default(false),
    /**
     * Private read receipts (issue 32 §5): the member's reading is not shown to the other member,
     * and, as in Matrix, the other member's is not shown to them either.
     */
    privateReceipts: boolean('private_receipts').notNull().default(false),
    /** Photos in chat show at once instead of blurred until tapped (issue 32 §3). */
    showChatPhotos: boolean('show_chat_photos').notNull().default(false),
    /** When the last daily digest mail went out (at most one a day: domain/mail/digest.ts). */
    dailyDigestAt: timestamp('daily_digest_at', { withTimezone: true }),
    /** `operator` opens /admin; granted only by the command line (npm run admin). */
    role: text('role').$type<'member' | 'operator'>().notNull().default('member'),
    /** Banned by an operator then (domain/admin/bans.ts): every session ended, no login. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /** What the member is told on /pages/ban (translated there). */
    banGround: text('ban_ground').$type<BanGround>(),
    /** The operator's reason, in their words (also in the audit log). */
    banReason: text('ban_reason'),
    /** The ban mail of the ban since banned_at was sent then (domain/admin/ban-mail.ts). */
    banMailedAt: timestamp('ban_mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_active_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`deleted_at IS NULL`),
    index('users_deleted_email_hash_idx').on(table.deletedEmailHash),
  ],
)
export type UserRow = typeof users.$inferSelect

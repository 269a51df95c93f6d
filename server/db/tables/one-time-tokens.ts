// Single-use links mailed to a member: activation, password reset, mail change and its undo.
// Only the token's sha256 is stored; using one sets used_at in the same statement that checks
// it, so a link works once even when opened twice at the same moment.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

export const ONE_TIME_TOKEN_KINDS = [
  'activate',
  'password_reset',
  'mail_change',
  'mail_change_undo',
] as const
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number]

/** What a token carries besides its member, e.g. the address a mail change moves to. */
export interface OneTimeTokenPayload {
  email?: string
}

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    payload: jsonb('payload').$type<OneTimeTokenPayload>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_user_id_kind_idx').on(table.userId, table.kind)],
)

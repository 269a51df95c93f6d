// A member's monthly spending limit (issue 28 §5): what the member lets themselves pay per
// calendar month, in one currency. No row: no limit. Lowering takes effect at once; raising or
// removing it waits 72 hours (a cooling-off against a decision taken in the heat of a chat):
// the new value waits in pending_cents (null = no limit) until pending_from, and is then the
// limit — read lazily (domain/credits/spending-limit.ts), so no job has to apply it. The mail
// that confirms a raise claims pending_mailed_at, as the other once-only mails do.
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { Currency } from '../../../src/contract/common'
import { memberRef } from './columns'

export const spendingLimits = pgTable(
  'spending_limits',
  {
    memberId: memberRef('member_id', 'cascade').primaryKey(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The limit in force, VAT included; null: none (a removal that took effect). */
    limitCents: integer('limit_cents'),
    /** A raise or removal asked for: it takes effect at pending_from. */
    pendingCents: integer('pending_cents'),
    /** The raised limit's currency (a member who moved may pay in another one). */
    pendingCurrency: text('pending_currency').$type<Currency>(),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    /** When the raise was asked for, and when its confirmation mail was claimed. */
    pendingAskedAt: timestamp('pending_asked_at', { withTimezone: true }),
    pendingMailedAt: timestamp('pending_mailed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'spending_limits_amounts',
      sql`(${table.limitCents} is null or ${table.limitCents} >= 0) and (${table.pendingCents} is null or ${table.pendingCents} >= 0)`,
    ),
    check(
      'spending_limits_pending',
      sql`(${table.pendingFrom} is null) = (${table.pendingAskedAt} is null) and (${table.pendingCurrency} is null) = (${table.pendingFrom} is null) and (${table.pendingCents} is null or ${table.pendingFrom} is not null)`,
    ),
  ],
)
export type SpendingLimitRow = typeof spendingLimits.$inferSelect

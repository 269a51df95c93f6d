// Credits are integers in a ledger (DESIGN.md): a member's balance is the sum of their rows,
// and every change is a new row written in the same transaction as whatever caused it.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // References the members table once accounts add it.
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_member_id_idx').on(table.memberId)],
)

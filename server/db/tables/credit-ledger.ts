// Credits are integers in a ledger (DESIGN.md): a member's balance is the sum of their rows,
// and every change is a new row written in the same transaction as whatever caused it.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Accounts are never removed (deleting one keeps its row), so the ledger stays complete.
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_member_id_idx').on(table.memberId)],
)

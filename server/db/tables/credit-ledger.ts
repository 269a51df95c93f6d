// Credits are integers in a ledger (DESIGN.md): a member's balance is the sum of their rows,
// and every change is a new row written in the same transaction as whatever caused it. A
// message's debit names its message (one debit per message); the welcome credits come once.
import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { messages } from './chats'
import { createdAt, identityId, memberRef } from './columns'

/** The reason of the one row with a member's welcome credits (issue 10). */
export const WELCOME_REASON = 'welcome'

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: identityId(),
    // Accounts are never removed (deleting one keeps its row), so the ledger stays complete.
    memberId: memberRef('member_id'),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_member_id_idx').on(table.memberId),
    uniqueIndex('credit_ledger_message_id_idx').on(table.messageId),
    uniqueIndex('credit_ledger_welcome_idx')
      .on(table.memberId)
      .where(sql`${table.reason} = 'welcome'`),
  ],
)

// Credits are integers in a ledger (DESIGN.md): a member's balance is the sum of their rows,
// and every change is a new row written in the same transaction as whatever caused it. A
// message's debit names its message (one debit per message).
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { messages } from './chats'
import { createdAt, identityId, memberRef } from './columns'

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
  ],
)

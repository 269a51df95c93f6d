// Credits are integers in a ledger (DESIGN.md): a member's balance is the sum of their rows,
// and every change is a new row written in the same transaction as whatever caused it. A
// message's debit names its message (one debit per message), as does the return of its credits
// when its reader left unread (at most one); the welcome credits come once;
// a paid order's credits name the order (once per order), as do a refund's and a chargeback's.
import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { messages } from './chats'
import { createdAt, identityId, memberRef } from './columns'
import { orders } from './orders'

/** The reason of the one row with a member's welcome credits (issue 10). */
export const WELCOME_REASON = 'welcome'
/** A paid order's credits (one row per order), and what a refund or chargeback takes back. */
export const PURCHASE_REASON = 'purchase'
export const REFUND_REASON = 'refund'
export const CHARGEBACK_REASON = 'chargeback'
/** A message's credits given back: its reader left or was banned before reading it. */
export const MESSAGE_RETURN_REASON = 'message_return'

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: identityId(),
    // Accounts are never removed (deleting one keeps its row), so the ledger stays complete.
    memberId: memberRef('member_id'),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id),
    /** The order a purchase, refund or chargeback row belongs to. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_member_id_idx').on(table.memberId),
    // A message is paid once and its credits returned at most once (chats/credit-returns.ts).
    uniqueIndex('credit_ledger_message_id_idx')
      .on(table.messageId)
      .where(sql`${table.reason} = 'message'`),
    uniqueIndex('credit_ledger_message_return_idx')
      .on(table.messageId)
      .where(sql`${table.reason} = 'message_return'`),
    uniqueIndex('credit_ledger_welcome_idx')
      .on(table.memberId)
      .where(sql`${table.reason} = 'welcome'`),
    uniqueIndex('credit_ledger_purchase_idx')
      .on(table.orderId)
      .where(sql`${table.reason} = 'purchase'`),
    index('credit_ledger_order_id_idx').on(table.orderId),
  ],
)

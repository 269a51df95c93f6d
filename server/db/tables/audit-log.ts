// Every operator action, written in the transaction that does it (domain/admin): who did what
// to which member, photo, order or case, and why. Never updated, never deleted.
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { AUDIT_ACTIONS } from '../../../src/contract/admin'
import { createdAt, identityId } from './columns'
import { users } from './users'

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    /** The operator; null for what the command line did (the grant itself). */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => users.id),
    action: text('action').$type<AuditAction>().notNull(),
    targetUserId: bigint('target_user_id', { mode: 'number' }).references(() => users.id),
    caseId: bigint('case_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    imageId: bigint('image_id', { mode: 'number' }),
    /** The reason given, amounts and anything else the action carries. */
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_target_user_idx').on(table.targetUserId),
    index('audit_log_created_at_idx').on(table.createdAt),
  ],
)
export type AuditRow = typeof auditLog.$inferSelect

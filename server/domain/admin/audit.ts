// Writing and reading the audit log (db/tables/audit-log.ts). `audit` is called inside the
// transaction that does the action, so an action and its entry are written together or not at
// all; a refund, which is a call to the provider, is written once the provider took it.
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { auditLog, users, type AuditAction } from '../../db/schema'

export interface AuditEntry {
  operatorId: number | null
  action: AuditAction
  targetUserId?: number | null
  caseId?: number | null
  orderId?: number | null
  imageId?: number | null
  detail?: Record<string, unknown>
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    caseId: entry.caseId ?? null,
    orderId: entry.orderId ?? null,
    imageId: entry.imageId ?? null,
    detail: entry.detail ?? {},
  })
}

/** The newest 200 entries, of one member's when given. */
export async function auditEntries(db: Db, memberId?: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      operatorId: auditLog.operatorId,
      operatorEmail: users.email,
      action: auditLog.action,
      member: auditLog.targetUserId,
      case: auditLog.caseId,
      order: auditLog.orderId,
      photo: auditLog.imageId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.operatorId))
    .where(memberId === undefined ? sql`true` : eq(auditLog.targetUserId, memberId))
    .orderBy(desc(auditLog.id))
    .limit(200)
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      operator:
        row.operatorId === null ? null : { id: row.operatorId, email: row.operatorEmail ?? '' },
      action: row.action,
      member: row.member,
      case: row.case,
      order: row.order,
      photo: row.photo,
      detail: (row.detail ?? {}) as Record<string, unknown>,
    })),
  }
}

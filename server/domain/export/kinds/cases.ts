// The data export's `cases`: the contact messages, notices and reports the member sent, with
// their status (not which operator closed them, nor the operator's note).
import { asc, eq } from 'drizzle-orm'
import { cases } from '../../../db/schema'
import { iso, type Reader } from './shared'

/** data.json's `cases`, oldest first. */
export async function gatherCases(tx: Reader, userId: number) {
  const rows = await tx
    .select({
      reference: cases.reference,
      kind: cases.kind,
      reason: cases.reason,
      body: cases.body,
      targetUserId: cases.targetUserId,
      targetUrl: cases.targetUrl,
      status: cases.status,
      createdAt: cases.createdAt,
      closedAt: cases.closedAt,
    })
    .from(cases)
    .where(eq(cases.reporterId, userId))
    .orderBy(asc(cases.createdAt))
  return rows.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    reason: row.reason,
    text: row.body,
    about_member: row.targetUserId,
    about_address: row.targetUrl,
    status: row.status,
    sent_at: iso(row.createdAt),
    closed_at: iso(row.closedAt),
  }))
}

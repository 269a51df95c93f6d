// The data export's `cases`: the contact messages, notices and reports the member sent, with
// their status (not which operator closed them, nor the operator's note).
import { cases } from '../../../db/schema'
import { isoTimes, ownColumns, type Reader } from './shared'

/** data.json's `cases`, oldest first: each column under its name there. */
export async function gatherCases(tx: Reader, userId: number) {
  const fields = {
    reference: cases.reference,
    kind: cases.kind,
    reason: cases.reason,
    text: cases.body,
    about_member: cases.targetUserId,
    about_address: cases.targetUrl,
    status: cases.status,
    sent_at: cases.createdAt,
    closed_at: cases.closedAt,
  }
  const rows = await ownColumns(tx, cases, fields, cases.reporterId, userId, cases.createdAt)
  return rows.map(isoTimes)
}

// The data export's `verifications`: every request to be verified, oldest first: the pose asked
// for, when the selfie came, what was decided and why, and the hash kept of the selfie (the
// selfie itself is deleted with the decision; one still waiting is not in the export: only
// operators see it, and it goes with their decision).
import { verifications } from '../../../db/schema'
import { iso, ownRows, type Reader } from './shared'

/** data.json's `verifications`. */
export async function gatherVerifications(tx: Reader, userId: number) {
  const rows = await ownRows(tx, verifications, verifications.userId, userId, verifications.id)
  return rows.map((row) => ({
    asked_at: iso(row.createdAt),
    pose: row.pose,
    status: row.status,
    selfie_sent_at: iso(row.submittedAt),
    decided_at: iso(row.decidedAt),
    decline_reason: row.declineReason,
    selfie_sha256: row.selfieSha256,
  }))
}

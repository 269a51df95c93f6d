// POST /api/admin/verification.php: an operator approves or declines a pending selfie. One
// transaction records the decision, deletes the selfie (only the decision, its date and the
// hashes stay), marks the member verified (approval), closes the case, writes the audit
// entry and the notice that tells the member. The same decision again (a double tap, a retry
// after a lost answer) answers the first one and changes nothing; another decision is 409.
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { adminVerificationBodySchema } from '../../../src/contract/verification'
import type { Db } from '../../db/database'
import { cases, notices, profiles, verifications } from '../../db/schema'
import { audit } from '../admin/audit'
import { httpError } from '../api-error'

type Decision = z.output<typeof adminVerificationBodySchema>

export interface Decided {
  state: 'approved' | 'declined'
  decided_at: string
  memberId: number
  /** This call repeated the decision already taken: nothing changed, nobody to tell. */
  repeated: boolean
}

export async function decideVerification(
  db: Db,
  operatorId: number,
  decision: Decision,
  now = new Date(),
): Promise<Decided> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: verifications.id,
        userId: verifications.userId,
        status: verifications.status,
        decidedAt: verifications.decidedAt,
        declineReason: verifications.declineReason,
      })
      .from(verifications)
      .where(eq(verifications.id, decision.verification))
      .for('update')
    if (request === undefined) {
      throw httpError(404, 'verification.not_found', 'No such verification')
    }
    const state = decision.approve ? 'approved' : 'declined'
    if (request.status !== 'pending') {
      const same =
        request.status === state &&
        (decision.approve || request.declineReason === (decision.reason ?? null))
      if (!same || request.decidedAt === null) {
        throw httpError(409, 'verification.decided', 'This verification was decided already')
      }
      const decidedAt = request.decidedAt.toISOString()
      return { state, decided_at: decidedAt, memberId: request.userId, repeated: true }
    }
    if (decision.approve) {
      const [profile] = await tx
        .update(profiles)
        .set({ verifiedAt: now })
        .where(eq(profiles.userId, request.userId))
        .returning({ mainImageId: profiles.mainImageId })
      if (profile?.mainImageId == null) {
        // Nothing to vouch for: the member removed their photos since sending the selfie.
        throw httpError(409, 'verification.no_photo', 'The member has no main photo now')
      }
    }
    const reason = decision.approve ? null : (decision.reason ?? null)
    await tx
      .update(verifications)
      .set({
        status: state,
        decidedAt: now,
        decidedBy: operatorId,
        declineReason: reason,
        selfie: null,
      })
      .where(eq(verifications.id, request.id))
    const closed = await tx
      .update(cases)
      .set({
        status: 'resolved',
        closedAt: now,
        closedBy: operatorId,
        ...(decision.note === undefined ? {} : { note: decision.note }),
      })
      .where(and(eq(cases.targetVerificationId, request.id), eq(cases.kind, 'verification')))
      .returning({ id: cases.id })
    await audit(tx, {
      operatorId,
      action: decision.approve ? 'approve_verification' : 'decline_verification',
      targetUserId: request.userId,
      caseId: closed[0]?.id ?? null,
      detail: {
        verification: request.id,
        ...(reason === null ? {} : { reason }),
        ...(decision.note === undefined ? {} : { note: decision.note }),
      },
    })
    await tx.insert(notices).values({
      memberId: request.userId,
      kind: decision.approve ? 'verification_approved' : 'verification_declined',
      data: reason === null ? {} : { reason },
      createdAt: now,
    })
    return { state, decided_at: now.toISOString(), memberId: request.userId, repeated: false }
  })
}

/** A pending request's selfie (JPEG), for the operator deciding it; null once decided. */
export async function selfieOf(db: Pick<Db, 'select'>, verificationId: number) {
  const [row] = await db
    .select({ selfie: verifications.selfie })
    .from(verifications)
    .where(eq(verifications.id, verificationId))
  return row?.selfie ?? null
}

// Where a member's verification stands (contract/verification.ts VERIFICATION_STATES), read
// from their profile (verified_at) and their two newest requests: a member has at most one
// request with a pose to copy, and it is always the newest (start-verification.ts reuses it).
import { desc, eq } from 'drizzle-orm'
import type { Verification } from '../../../src/contract/verification'
import type { Db } from '../../db/database'
import { profiles, verifications, type VerificationRow } from '../../db/schema'

type Request = Pick<
  VerificationRow,
  'pose' | 'status' | 'poseExpiresAt' | 'submittedAt' | 'decidedAt' | 'declineReason'
>

const iso = (date: Date | null) => date?.toISOString() ?? null

function fromRequest(state: Verification['state'], request: Request | undefined): Verification {
  return {
    state,
    pose: request?.pose ?? null,
    pose_expires_at: state === 'posing' ? iso(request?.poseExpiresAt ?? null) : null,
    submitted_at: iso(request?.submittedAt ?? null),
    decided_at: iso(request?.decidedAt ?? null),
    decline_reason: state === 'declined' ? (request?.declineReason ?? null) : null,
    verified_at: null,
  }
}

/** The member's verification as GET /api/verification.php answers it. */
export async function loadVerification(
  db: Pick<Db, 'select'>,
  userId: number,
  now = new Date(),
): Promise<Verification> {
  const [profile] = await db
    .select({ verifiedAt: profiles.verifiedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  const requests = await db
    .select({
      pose: verifications.pose,
      status: verifications.status,
      poseExpiresAt: verifications.poseExpiresAt,
      submittedAt: verifications.submittedAt,
      decidedAt: verifications.decidedAt,
      declineReason: verifications.declineReason,
    })
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.id))
    .limit(2)
  const verifiedAt = profile?.verifiedAt ?? null
  if (verifiedAt !== null) {
    const approved = requests.find((request) => request.status === 'approved')
    return { ...fromRequest('verified', approved), verified_at: verifiedAt.toISOString() }
  }
  const [newest, before] = requests
  if (newest?.status === 'posing' && newest.poseExpiresAt > now) {
    return fromRequest('posing', newest)
  }
  // An expired pose counts for nothing: the request before it says where the member stands.
  const last = newest?.status === 'posing' ? before : newest
  switch (last?.status) {
    case 'pending':
      return fromRequest('pending', last)
    case 'declined':
      return fromRequest('declined', last)
    case 'approved':
      // Approved once, no longer verified: the main photo changed since.
      return fromRequest('lapsed', last)
    case 'posing':
    case undefined:
      return fromRequest('none', undefined)
  }
}

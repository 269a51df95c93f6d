// POST /api/verification.php: a member asks to be verified and gets a pose to copy, picked at
// random by the server (a selfie taken before the request cannot fit it). Asking again while a
// pose waits gives a new pose in the same request: a member has at most one.
import { randomInt } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import {
  VERIFICATION_POSE_MINUTES,
  VERIFICATION_POSES,
  type Verification,
  type VerificationPose,
} from '../../../src/contract/verification'
import type { Db } from '../../db/database'
import { profiles, verifications } from '../../db/schema'
import { httpError } from '../api-error'
import { loadVerification } from './verification-state'
import { lockMemberVerification } from './verification-lock'

/** A pose unlike `previous`, so asking again never shows the same drawing. */
export function pickPose(previous: VerificationPose | null): VerificationPose {
  const choices = VERIFICATION_POSES.filter((pose) => pose !== previous)
  return choices[randomInt(choices.length)] ?? VERIFICATION_POSES[0]
}

export async function startVerification(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<Verification> {
  const current = await loadVerification(db, userId, now)
  if (current.state === 'pending') {
    throw httpError(409, 'verification.pending', 'Your selfie is waiting for our team')
  }
  if (current.state === 'verified') {
    throw httpError(409, 'verification.verified', 'You are verified already')
  }
  const [profile] = await db
    .select({ mainImageId: profiles.mainImageId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  if (profile?.mainImageId == null) {
    throw httpError(
      400,
      'verification.no_photo',
      'Add a main photo first: the selfie is compared with it',
    )
  }
  const poseExpiresAt = new Date(now.getTime() + VERIFICATION_POSE_MINUTES * 60_000)
  await db.transaction(async (tx) => {
    await lockMemberVerification(tx, userId)
    const [newest] = await tx
      .select({ id: verifications.id, status: verifications.status, pose: verifications.pose })
      .from(verifications)
      .where(eq(verifications.userId, userId))
      .orderBy(desc(verifications.id))
      .limit(1)
    if (newest?.status === 'posing') {
      await tx
        .update(verifications)
        .set({ pose: pickPose(newest.pose), poseExpiresAt })
        .where(and(eq(verifications.id, newest.id), eq(verifications.status, 'posing')))
    } else {
      await tx.insert(verifications).values({ userId, pose: pickPose(null), poseExpiresAt })
    }
  })
  return loadVerification(db, userId, now)
}

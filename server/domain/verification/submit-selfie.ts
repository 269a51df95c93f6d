// POST /api/verification_selfie.php: the selfie that copies the pose. Refused when the member
// has no pose to copy (or it expired), past VERIFICATION_SELFIES_PER_DAY, and when anyone sent
// the same picture before (its SHA-256, or a difference hash within SAME_PICTURE_BITS of it).
// Accepted, one short transaction stores it, makes the request pending and puts a
// `verification` case in the operators' queue, so neither is there without the other.
//
// The client's Idempotency-Key makes a retry (even one racing the first attempt) answer the
// first upload's request instead of refusing its picture as "used".
import { and, eq, gt, or, sql } from 'drizzle-orm'
import { VERIFICATION_SELFIES_PER_DAY, type Verification } from '../../../src/contract/verification'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { cases, verifications } from '../../db/schema'
import { httpError } from '../api-error'
import { newCaseReference } from '../cases/reference'
import type { ProcessedSelfie } from './selfie-image'
import { lockMemberVerification } from './verification-lock'
import { loadVerification } from './verification-state'

/** Difference hashes this close (of 64 bits) are the same picture, however it was re-encoded. */
export const SAME_PICTURE_BITS = 4

const DAY_MS = 24 * 60 * 60 * 1000

const selfieUsed = () =>
  httpError(409, 'verification.selfie_used', 'This picture was sent before: take a new selfie')

/** The request a retried upload with this key made, if any. */
export async function selfieSentWithKey(
  db: Pick<Db, 'select'>,
  userId: number,
  key: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.clientKey, key)))
  return row !== undefined
}

/**
 * Answers early, before the upload is read, when the member has no pose to copy: 409
 * verification.no_pose, or verification.pose_expired.
 */
export async function assertPosing(db: Db, userId: number, now = new Date()): Promise<void> {
  const current = await loadVerification(db, userId, now)
  if (current.state === 'posing') return
  const [newest] = await db
    .select({ status: verifications.status })
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(sql`${verifications.id} desc`)
    .limit(1)
  if (newest?.status === 'posing') {
    throw httpError(409, 'verification.pose_expired', 'The pose expired: ask for a new one')
  }
  throw httpError(409, 'verification.no_pose', 'Ask for a pose first')
}

/** 409 verification.selfie_used when this picture, or one very like it, was sent before. */
async function assertNewPicture(db: Pick<Db, 'select'>, selfie: ProcessedSelfie): Promise<void> {
  const [seen] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      or(
        eq(verifications.selfieSha256, selfie.sha256),
        sql`bit_count((${verifications.selfieDhash} # ${selfie.dhash.toString()}::bigint)::bit(64)) <= ${SAME_PICTURE_BITS}`,
      ),
    )
    .limit(1)
  if (seen !== undefined) throw selfieUsed()
}

async function assertDailyLimit(db: Pick<Db, 'select'>, userId: number, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verifications)
    .where(
      and(
        eq(verifications.userId, userId),
        gt(verifications.submittedAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  if ((row?.count ?? 0) >= VERIFICATION_SELFIES_PER_DAY) {
    throw httpError(429, 'verification.too_many', 'Too many selfies today: try again tomorrow')
  }
}

export interface SelfieSubmission {
  userId: number
  key: string | undefined
  selfie: ProcessedSelfie
  siteId: string
  locale: Locale
  now?: Date
}

export async function submitSelfie(db: Db, submission: SelfieSubmission): Promise<Verification> {
  const { userId, key, now = new Date() } = submission
  try {
    await storeSelfie(db, submission, now)
  } catch (error) {
    // A retry that raced its first attempt: that one stored the picture (which is why this
    // one was refused as used). The key says so, and the retry answers what the first did.
    if (key !== undefined && (await selfieSentWithKey(db, userId, key))) {
      return loadVerification(db, userId, now)
    }
    // Sent at the same moment by someone else (or by this member under another key).
    if (isUniqueViolation(error, 'verifications_selfie_sha256_unique')) throw selfieUsed()
    throw error
  }
  return loadVerification(db, userId, now)
}

async function storeSelfie(db: Db, submission: SelfieSubmission, now: Date): Promise<void> {
  const { userId, key, selfie } = submission
  // Reads first, outside the transaction: the hash scan reads every request ever made.
  await assertDailyLimit(db, userId, now)
  await assertNewPicture(db, selfie)
  await db.transaction(async (tx) => {
    await lockMemberVerification(tx, userId)
    if (key !== undefined && (await selfieSentWithKey(tx, userId, key))) return
    const [request] = await tx
      .update(verifications)
      .set({
        status: 'pending',
        selfie: selfie.jpeg,
        selfieSha256: selfie.sha256,
        selfieDhash: selfie.dhash,
        submittedAt: now,
        clientKey: key ?? null,
      })
      .where(
        and(
          eq(verifications.userId, userId),
          eq(verifications.status, 'posing'),
          gt(verifications.poseExpiresAt, now),
        ),
      )
      .returning({ id: verifications.id })
    if (request === undefined) {
      throw httpError(409, 'verification.pose_expired', 'The pose expired: ask for a new one')
    }
    await tx.insert(cases).values({
      reference: newCaseReference(),
      kind: 'verification',
      siteId: submission.siteId,
      locale: submission.locale,
      reporterId: userId,
      reason: 'verification',
      targetUserId: userId,
      targetVerificationId: request.id,
      clientKey: `verification-${request.id}`,
    })
  })
}

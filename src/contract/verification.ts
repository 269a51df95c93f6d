// Verified members (issue 32 §1): proof that a member is a real person, the one who is in
// their photos. The member asks from /profile; Klik gives a random pose (one of the drawings of
// VERIFICATION_POSES) and the member sends a selfie copying it. An operator compares the selfie
// with the member's photos in /admin (a `verification` case in the queue) and approves or
// declines it with one of VERIFICATION_DECLINE_REASONS. Approved, the member carries a
// "Verified" badge in words (cards, member page, chat, likes) until they change their main
// photo. The selfie itself is deleted with the decision; only the decision, its date and the
// selfie's hashes stay, so the same picture is never accepted twice (docs/decisions/verification.md).
//   GET  /api/verification.php         the member's verification: state, pose, decision
//   POST /api/verification.php         start (or restart): a new random pose to copy
//   POST /api/verification_selfie.php  the selfie (multipart, one file; Idempotency-Key)
//   GET  /api/admin/selfie.php         operators: a pending verification's selfie (JPEG)
//   POST /api/admin/verification.php   operators: approve or decline, closing its case
import { z } from './zod'

/**
 * The poses a member may be asked to copy: a hand gesture beside the face, or a turn of the
 * head. The server picks one at random, so a selfie taken before the request cannot fit.
 */
export const VERIFICATION_POSES = [
  'thumbs_up',
  'peace',
  'open_palm',
  'point_up',
  'hand_on_chin',
  'head_turn',
] as const
export type VerificationPose = (typeof VERIFICATION_POSES)[number]
export const verificationPoseSchema = z.enum(VERIFICATION_POSES)

/** Why an operator declines a selfie, as the member is told (in their language). */
export const VERIFICATION_DECLINE_REASONS = [
  /** The selfie does not copy the pose asked for. */
  'pose',
  /** The face is not (wholly) visible: covered, cut off, sunglasses. */
  'face',
  /** The person in the selfie is not the one in the profile photos. */
  'mismatch',
  /** A photo of a screen or of a print, not of a person. */
  'screen',
  /** Too dark, blurred or small to judge. */
  'quality',
] as const
export type VerificationDeclineReason = (typeof VERIFICATION_DECLINE_REASONS)[number]

/**
 * Where a member stands:
 * - none: never asked (or a pose expired unused)
 * - posing: has a pose to copy, until `pose_expires_at`
 * - pending: the selfie waits for an operator
 * - verified: approved, and the main photo is still the one it was approved with
 * - declined: the last selfie was declined (`decline_reason`); the member may try again
 * - lapsed: was verified, then changed the main photo; the member may verify again
 */
export const VERIFICATION_STATES = [
  'none',
  'posing',
  'pending',
  'verified',
  'declined',
  'lapsed',
] as const
export type VerificationState = (typeof VERIFICATION_STATES)[number]

/** How long a pose may be copied: a selfie sent later is refused (verification.pose_expired). */
export const VERIFICATION_POSE_MINUTES = 30

/** Selfies a member may send in 24 hours (declined ones count): 429 verification.too_many. */
export const VERIFICATION_SELFIES_PER_DAY = 5

const when = z.iso.datetime({ offset: true })

export const verificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  /** The pose to copy (posing), or the one the pending or decided selfie copied. */
  pose: verificationPoseSchema.nullable(),
  pose_expires_at: when.nullable(),
  submitted_at: when.nullable(),
  decided_at: when.nullable(),
  decline_reason: z.enum(VERIFICATION_DECLINE_REASONS).nullable(),
  /** Since when the member is verified (state verified). */
  verified_at: when.nullable(),
})
export type Verification = z.infer<typeof verificationSchema>

/** POST /api/verification.php: nothing to send; the server picks the pose. */
export const verificationStartBodySchema = z.strictObject({})

export const adminSelfieQuerySchema = z.object({
  verification: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const adminVerificationBodySchema = z
  .object({
    verification: z.int().positive(),
    approve: z.boolean(),
    /** Required when declining: what the member is told. */
    reason: z.enum(VERIFICATION_DECLINE_REASONS).optional(),
    /** The operator's own words, for the audit log. */
    note: z.string().trim().max(1000).optional(),
  })
  .refine((body) => body.approve || body.reason !== undefined, {
    message: 'Say why the selfie is declined',
    path: ['reason'],
  })
export const adminVerificationResponseSchema = z.object({
  state: z.enum(['approved', 'declined']),
  decided_at: when,
})

/** What a verification case shows an operator beside the member's photos. */
export const adminVerificationSchema = z.object({
  id: z.int().positive(),
  pose: verificationPoseSchema,
  status: z.enum(['pending', 'approved', 'declined']),
  submitted_at: when,
  decided_at: when.nullable(),
  decline_reason: z.enum(VERIFICATION_DECLINE_REASONS).nullable(),
  /** The selfie is there to see (GET /api/admin/selfie.php) until the decision deletes it. */
  selfie: z.boolean(),
  /** The member's photos now, the main one first (hidden ones too). */
  photos: z.array(
    z.object({ id: z.int().positive(), thumb_filename: z.string(), hidden: z.boolean() }),
  ),
})
export type AdminVerification = z.infer<typeof adminVerificationSchema>

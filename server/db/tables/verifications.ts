// A member's requests to be verified (issue 32 §1, contract/verification.ts): the pose Klik
// asked for, the selfie that copies it and what an operator decided. One row per request.
//
// The selfie lives in `selfie` (bytea, a re-encoded JPEG without metadata, ~100 KB) and
// nowhere else: it is written in the transaction that makes the request pending and emptied in
// the one that records the decision, so it is never left behind in a file store, it is backed
// up with the database while it waits, and no path under /media ever names it. What stays
// after the decision is the decision, its date and two hashes of the picture: `selfie_sha256`
// (the exact bytes sent) and `selfie_dhash` (a 64-bit difference hash of the picture, which a
// re-encoding, a resize or a screenshot barely changes), so the same picture is refused when
// anyone sends it again.
//
// Whether a member is verified now is `profiles.verified_at` (set by the approval, cleared by
// the database whenever the main photo changes: migration 0023's trigger), which cards and
// search read without joining this table.
import { sql } from 'drizzle-orm'
import {
  bigint,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  VerificationDeclineReason,
  VerificationPose,
} from '../../../src/contract/verification'
import { createdAt, identityId, memberRef } from './columns'
import { users } from './users'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export type VerificationStatus = 'posing' | 'pending' | 'approved' | 'declined'

export const verifications = pgTable(
  'verifications',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    pose: text('pose').$type<VerificationPose>().notNull(),
    status: text('status').$type<VerificationStatus>().notNull().default('posing'),
    /** When the pose stops being valid for a selfie (status posing). */
    poseExpiresAt: timestamp('pose_expires_at', { withTimezone: true }).notNull(),
    /** The member's Idempotency-Key of the selfie upload: a retry answers this row. */
    clientKey: text('client_key'),
    selfie: bytea('selfie'),
    selfieSha256: text('selfie_sha256'),
    /** The picture's difference hash, a signed 64-bit integer (see the top). */
    selfieDhash: bigint('selfie_dhash', { mode: 'bigint' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    declineReason: text('decline_reason').$type<VerificationDeclineReason>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('verifications_user_id_idx').on(table.userId, table.id),
    uniqueIndex('verifications_selfie_sha256_unique').on(table.selfieSha256),
    uniqueIndex('verifications_client_key_unique').on(table.userId, table.clientKey),
    // At most one request of a member waits for an operator.
    uniqueIndex('verifications_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
)
export type VerificationRow = typeof verifications.$inferSelect

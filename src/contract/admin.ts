// The operator area's calls (/admin, issue 13), all under /api/admin/ and all refused (403
// admin.forbidden) to visitors and members: only an account with the operator role, which
// only the command line grants (npm run admin -- grant <email>), may use them. Every action
// is written to the audit log in the transaction that does it.
//   GET    /api/admin/cases.php    the queue: reports, notices and contact messages
//   POST   /api/admin/case.php     close (resolved, dismissed) or reopen a case, with a note
//   GET    /api/admin/member.php   a member: account, photos (hidden ones too), orders, cases
//   POST   /api/admin/ban.php      ban a member (every session ends; login refused)
//   DELETE /api/admin/ban.php      lift a ban
//   POST   /api/admin/photo.php    hide a photo from everyone but its owner, or show it again
//   POST   /api/admin/refund.php   refund a paid order through its payment provider
//   GET    /api/admin/audit.php    the audit log, newest first
//   GET    /api/admin/selfie.php, POST /api/admin/verification.php: see ./verification.ts
import { z } from './zod'
import type { ReportReason } from './cases'
import { countryCodeSchema } from './common'
import { localeSchema } from './locales'
import { memberIdSchema } from './members'
import { orderStatusSchema } from './shop'
import { adminVerificationSchema } from './verification'

export const CASE_KINDS = ['contact', 'notice', 'report', 'verification', 'objection'] as const
export const CASE_STATUSES = ['open', 'resolved', 'dismissed'] as const
export const AUDIT_ACTIONS = [
  'ban',
  'unban',
  'hide_photo',
  'show_photo',
  'refund',
  'close_case',
  'reopen_case',
  'grant_operator',
  'revoke_operator',
  'approve_verification',
  'decline_verification',
] as const

/**
 * Why a member was banned, as they are told on /pages/ban in their language (the operator's
 * own reason stays in the audit log): the report reasons that can end an account, and
 * `terms` for any other breach of the terms of use.
 */
export const BAN_GROUNDS = [
  'fake',
  'scam',
  'harassment',
  'inappropriate',
  'minor',
  'spam',
  'terms',
] as const satisfies readonly (Exclude<ReportReason, 'other'> | 'terms')[]
export type BanGround = (typeof BAN_GROUNDS)[number]
export const banGroundSchema = z.enum(BAN_GROUNDS)

const reasonSchema = z.string().trim().min(3).max(1000)
const when = z.iso.datetime({ offset: true })

export const adminCasesQuerySchema = z.object({
  /** `open` (the default) or every case, newest first. */
  status: z.enum(['open', 'all']).default('open'),
  kind: z.enum(CASE_KINDS).optional(),
  /** Only cases about this member. */
  member: memberIdSchema.optional(),
})

const memberRefSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  email: z.string(),
  banned: z.boolean(),
})

export const adminCaseSchema = z.object({
  id: z.int().positive(),
  reference: z.string(),
  kind: z.enum(CASE_KINDS),
  status: z.enum(CASE_STATUSES),
  site: z.string(),
  locale: localeSchema,
  reason: z.string(),
  body: z.string(),
  created_at: when,
  reporter: memberRefSchema.nullable(),
  reporter_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
  target: memberRefSchema.nullable(),
  target_photo: z
    .object({ id: z.int().positive(), thumb_filename: z.string(), hidden: z.boolean() })
    .nullable(),
  /**
   * The reported message's text, as the reporter received it; `photo`: a photo message, its
   * picture at GET /api/message_photo.php?message= (operators may see a reported one).
   */
  target_message: z
    .object({
      id: z.int().positive(),
      text: z.string(),
      photo: z.boolean(),
      sent_at: when,
    })
    .nullable(),
  target_url: z.string().nullable(),
  /** An objection: the notice or report whose decision it objects to, when it named one. */
  objected_case: z
    .object({
      id: z.int().positive(),
      reference: z.string(),
      kind: z.enum(CASE_KINDS),
      status: z.enum(CASE_STATUSES),
    })
    .nullable(),
  /** A verification case: the pose, the selfie and the member's photos to compare. */
  target_verification: adminVerificationSchema.nullable(),
  closed_at: when.nullable(),
  note: z.string().nullable(),
})
export type AdminCase = z.infer<typeof adminCaseSchema>

export const adminCasesResponseSchema = z.object({ cases: z.array(adminCaseSchema) })

export const adminCaseBodySchema = z.object({
  case: z.int().positive(),
  status: z.enum(CASE_STATUSES),
  note: z.string().trim().max(1000).optional(),
})

export const adminMemberQuerySchema = z
  .object({ id: memberIdSchema.optional(), email: z.string().trim().max(254).optional() })
  .refine((query) => query.id !== undefined || (query.email ?? '') !== '', {
    message: 'Give an id or an email address',
    path: ['id'],
  })

export const adminOrderSchema = z.object({
  id: z.string(),
  product: z.string(),
  status: orderStatusSchema,
  amount_cents: z.int(),
  currency: z.string(),
  provider: z.string(),
  created_at: when,
  paid_at: when.nullable(),
  refunded_cents: z.int(),
  /** A paid order an operator may refund now. */
  refundable: z.boolean(),
})

export const adminMemberSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  email: z.string(),
  site: z.string(),
  language: localeSchema,
  country: countryCodeSchema.nullable(),
  created_at: when,
  deleted: z.boolean(),
  fictional: z.boolean(),
  role: z.enum(['member', 'operator']),
  banned_at: when.nullable(),
  ban_ground: banGroundSchema.nullable(),
  ban_reason: z.string().nullable(),
  photos: z.array(
    z.object({
      id: z.int().positive(),
      thumb_filename: z.string(),
      filename: z.string(),
      hidden: z.boolean(),
    }),
  ),
  orders: z.array(adminOrderSchema),
  cases: z.array(adminCaseSchema),
})
export type AdminMember = z.infer<typeof adminMemberSchema>

export const adminBanBodySchema = z.object({
  member: memberIdSchema,
  /** What the member is told. */
  ground: banGroundSchema,
  /** The operator's own words, for the audit log. */
  reason: reasonSchema,
  /** The case that led to it: closed as resolved in the same step. */
  case: z.int().positive().optional(),
})
export const adminUnbanBodySchema = z.object({ member: memberIdSchema, reason: reasonSchema })
export const adminBanResponseSchema = z.object({ banned: z.boolean(), sessions_ended: z.int() })

/**
 * GET /api/ban.php (public): what a browser showing a banned session (one ended by the ban,
 * or made by a login the ban refused) is told on /pages/ban. Any other browser gets null.
 */
export const banStatusResponseSchema = z.object({
  ground: banGroundSchema,
  banned_at: when,
})
export type BanStatus = z.infer<typeof banStatusResponseSchema>

export const adminPhotoBodySchema = z.object({
  photo: memberIdSchema,
  hidden: z.boolean(),
  reason: reasonSchema,
  case: z.int().positive().optional(),
})
export const adminPhotoResponseSchema = z.object({ hidden: z.boolean() })

export const adminRefundBodySchema = z.object({
  order: z.string().min(1).max(64),
  reason: reasonSchema,
})
export const adminRefundResponseSchema = adminOrderSchema

export const adminAuditQuerySchema = z.object({ member: memberIdSchema.optional() })
export const adminAuditEntrySchema = z.object({
  id: z.int().positive(),
  at: when,
  operator: z.object({ id: z.int().positive(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  member: z.int().positive().nullable(),
  case: z.int().positive().nullable(),
  order: z.int().positive().nullable(),
  photo: z.int().positive().nullable(),
  detail: z.record(z.string(), z.unknown()),
})
export const adminAuditResponseSchema = z.object({ entries: z.array(adminAuditEntrySchema) })

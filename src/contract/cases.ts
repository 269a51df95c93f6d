// What a visitor or member sends the operators (issue 13; the spec leaves these calls out):
//   POST /api/contact.php    a message to customer service, from /pages/service
//   POST /api/complaint.php  a notice of illegal or unacceptable content, from /complaints
//                            (in the spirit of the Digital Services Act art. 16: where, why,
//                            who sends it, and a statement of good faith)
//   POST /api/report.php     a member reports another member, one of their photos or a message
//   POST /api/objection.php  an objection to a moderation decision (in the spirit of DSA art.
//                            20): a ban, a hidden photo, or what was decided on a notice or
//                            report; a person looks at it again
// Each answers the case's reference number (KL-…), which the acknowledgement mail repeats. The
// form's `key` is made by the browser once per form: sending it again (a retry, a double tap)
// answers the same case instead of making a second.
import { z } from './zod'
import { memberIdSchema } from './members'
import { emailSchema, nameSchema } from './validation'

export const CONTACT_TOPICS = [
  'account',
  'payment',
  'profile',
  'technical',
  'privacy',
  'other',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** Why a notice is sent: what the content is thought to be. */
export const NOTICE_REASONS = [
  'illegal',
  'minor',
  'harassment',
  'fraud',
  'fake',
  'intimate_image',
  'copyright',
  'privacy',
  'other',
] as const
export type NoticeReason = (typeof NOTICE_REASONS)[number]

/** Why a member reports a member, a photo or a message. */
export const REPORT_REASONS = [
  'fake',
  'scam',
  'harassment',
  'inappropriate',
  'minor',
  'spam',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/**
 * What an objection is against: the sender's account was blocked, a photo of theirs was
 * hidden, or the decision on a notice or report they sent (or one about them).
 */
export const OBJECTION_SUBJECTS = ['ban', 'photo', 'notice'] as const
export type ObjectionSubject = (typeof OBJECTION_SUBJECTS)[number]

/** A case's reference number: KL- and two groups of four of Crockford's base32. */
export const CASE_REFERENCE_PATTERN = /^KL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

export const CASE_BODY_MAX = 4000
const CASE_BODY_MIN = 10

const keySchema = z
  .uuid()
  .describe('made by the browser once per form; a resend answers the same case')
const bodySchema = z.string().trim().min(CASE_BODY_MIN).max(CASE_BODY_MAX)
/** A page of this site, or any address (a notice may point anywhere the content is). */
const urlSchema = z.string().trim().max(2000).url()

export const contactBodySchema = z.object({
  key: keySchema,
  topic: z.enum(CONTACT_TOPICS),
  body: bodySchema,
  /** Left out by a logged-in member: their account's name and address are used. */
  name: nameSchema.optional(),
  email: emailSchema.optional(),
})
export type ContactBody = z.infer<typeof contactBodySchema>

export const complaintBodySchema = z
  .object({
    key: keySchema,
    reason: z.enum(NOTICE_REASONS),
    /** Where the content is: a member, one of their photos, a message, or an address. */
    member: memberIdSchema.optional(),
    photo: memberIdSchema.optional(),
    message: memberIdSchema.optional(),
    url: urlSchema.optional(),
    body: bodySchema,
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    /** DSA art. 16(2)(d): the sender believes in good faith that what they say is right. */
    good_faith: z.literal(true),
  })
  .refine((notice) => notice.member !== undefined || notice.url !== undefined, {
    message: 'Say where the content is: a member or an address',
    path: ['url'],
  })
export type ComplaintBody = z.infer<typeof complaintBodySchema>

export const reportBodySchema = z.object({
  key: keySchema,
  reason: z.enum(REPORT_REASONS),
  /** The member reported, or whose photo or message is. */
  profile: memberIdSchema,
  photo: memberIdSchema.optional(),
  message: memberIdSchema.optional(),
  body: z.string().trim().max(CASE_BODY_MAX).optional(),
})
export type ReportBody = z.infer<typeof reportBodySchema>

export const objectionBodySchema = z.object({
  key: keySchema,
  subject: z.enum(OBJECTION_SUBJECTS),
  /** The reference number (KL-…) of the notice or report the decision was on, if known. */
  reference: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(CASE_REFERENCE_PATTERN))
    .optional(),
  body: bodySchema,
  /** Left out by a logged-in member, or by the browser of a blocked account (the ban page). */
  name: nameSchema.optional(),
  email: emailSchema.optional(),
})
export type ObjectionBody = z.input<typeof objectionBodySchema>

export const caseResponseSchema = z.object({
  reference: z.string().describe('KL- and eight letters and digits; quoted in the acknowledgement'),
  /** Whether the acknowledgement goes to an address (a member's report is acknowledged too). */
  acknowledged_to: z.string().nullable(),
})
export type CaseResponse = z.infer<typeof caseResponseSchema>

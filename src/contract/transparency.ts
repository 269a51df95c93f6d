// The public transparency report (issue 32 §6, in the spirit of the Digital Services Act arts.
// 15 and 24): for each half year (./transparency-periods.ts), what reached the operators and
// what they did — counts only, never a person.
//   GET /api/transparency.php?period=2026-H1        the figures, public (/pages/transparency)
//   GET /api/admin/transparency.php?period=2026-H1  the same figures as CSV, operators only
// The figures of a half year that is over do not change: they are counted from what happened
// in it and the state things had at its end (the audit log's record of every operator action),
// not from how things stand today (docs/decisions: "The transparency report").
import { BAN_GROUNDS } from './admin'
import { NOTICE_REASONS, OBJECTION_SUBJECTS, REPORT_REASONS } from './cases'
import { PERIOD_PATTERN } from './transparency-periods'
import { VERIFICATION_DECLINE_REASONS } from './verification'
import { z } from './zod'

const count = z.int().nonnegative()
const countsBy = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.record(z.enum(keys), count)

export const periodSchema = z
  .string()
  .regex(PERIOD_PATTERN)
  .describe('a half year: 2026-H1 (January to June, UTC) or 2026-H2 (July to December)')

export const transparencyQuerySchema = z.object({
  /** Left out: the last half year that is over, else the current one. */
  period: periodSchema.optional(),
})

export const adminTransparencyQuerySchema = z.object({ period: periodSchema })

/** Notices (/complaints) or members' reports received in the half year, and what came of them. */
const caseFiguresSchema = <const K extends readonly [string, ...string[]]>(reasons: K) =>
  z.object({
    received: count,
    by_reason: countsBy(reasons),
    /** What those received stood at when the half year ended. */
    resolved: count,
    dismissed: count,
    open: count,
    /** Of those received, how many led to a ban or a hidden photo by the half year's end. */
    member_banned: count,
    photo_hidden: count,
    /** Cases of this kind (received whenever) an operator first acted on in the half year. */
    acted_on: count,
    /** Their median time from receipt to that first action, in hours; null for none. */
    median_hours_to_act: z.number().nonnegative().nullable(),
  })

/** Objections to a decision received in the half year, and what came of them. */
const objectionFiguresSchema = z.object({
  received: count,
  by_subject: countsBy(OBJECTION_SUBJECTS),
  /** What those received stood at when the half year ended: the decision reversed or kept. */
  upheld: count,
  rejected: count,
  open: count,
  /** Objections (received whenever) an operator first acted on in the half year. */
  acted_on: count,
  /** Their median time from receipt to that first action, in hours; null for none. */
  median_hours_to_act: z.number().nonnegative().nullable(),
})

export const transparencyFiguresSchema = z.object({
  notices: caseFiguresSchema(NOTICE_REASONS),
  reports: caseFiguresSchema(REPORT_REASONS),
  /** Objections to the operators' decisions (DSA art. 20), by what they were against. */
  objections: objectionFiguresSchema,
  /** Accounts banned (suspended) in the half year, by the ground the member was told. */
  suspensions: z.object({ total: count, by_ground: countsBy(BAN_GROUNDS) }),
  /** Photos an operator hid from everyone but their owner in the half year. */
  photos: z.object({ hidden: count }),
  /** Decisions an operator reversed in the half year, after an objection or on their own. */
  reversed: z.object({
    bans_lifted: count,
    photos_shown_again: count,
    cases_reopened: count,
  }),
  /** Selfie verifications decided in the half year. */
  verifications: z.object({
    approved: count,
    declined: count,
    declined_by_reason: countsBy(VERIFICATION_DECLINE_REASONS),
  }),
  /** Fictional (demo) profiles on the site when the half year ended (or now, for this one). */
  fictional_profiles: z.object({ on_site: count }),
})
export type TransparencyFigures = z.infer<typeof transparencyFiguresSchema>

export const transparencyResponseSchema = z.object({
  period: periodSchema,
  /** Its first and last day (UTC). */
  starts: z.iso.date(),
  ends: z.iso.date(),
  /** The half year is over: its figures are final. */
  closed: z.boolean(),
  /** The half years with figures, up to the current one, newest first. */
  periods: z.array(periodSchema),
  figures: transparencyFiguresSchema,
})
export type TransparencyReport = z.infer<typeof transparencyResponseSchema>

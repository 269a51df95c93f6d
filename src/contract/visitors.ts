// Who visited me (issue 32 §2). Opening a member's page (GET /api/member.php) records a visit:
// one per visitor per day, never from a member the visited one cannot see (a block either way
// hides the page itself), never from a fictional profile, never from a premium member who
// browses incognito. The visited member sees how many visited and, with premium, who:
//   GET  /api/visitors.php          the visitors of the last VISITS_KEPT_DAYS, newest first
//   POST /api/visitors.php          the member looked: what the page showed is no longer new
//   GET  /api/visitor_photo.php     a visitor's photo blurred past recognition (not premium)
//   PUT  /api/incognito.php         premium: browse without leaving visits
// A member who is not premium never receives a visitor's id, name or photo: each visit comes
// with only its date, whether it is new, and the address of a blurred picture.
import { z } from './zod'
import { memberCardSchema } from './members'

/** How long visits are kept (and listed). */
export const VISITS_KEPT_DAYS = 90
/** The most visitors one answer lists (the newest). */
export const VISITORS_MAX = 100

const when = z.iso.datetime({ offset: true })

export const visitorSchema = z.object({
  /** The newest visit of this visitor. */
  at: when,
  /** Came after the member last looked at their visitors. */
  new: z.boolean(),
  /** Days with a visit in the window. */
  visits: z.int().min(1),
  /** The visitor, for premium members only; null for others. */
  member: memberCardSchema.nullable(),
  /**
   * For members without premium: the address of the visitor's photo blurred past recognition
   * (GET /api/visitor_photo.php), or null when the visitor has no photo. Null for premium.
   */
  blurred_photo: z.string().nullable(),
})
export type Visitor = z.infer<typeof visitorSchema>

export const visitorsResponseSchema = z.object({
  /** The asking member is premium: `member` is filled in. */
  premium: z.boolean(),
  /** Distinct visitors in the window (more than the list when it is cut at VISITORS_MAX). */
  total: z.int().min(0),
  /** Visitors who came since the member last looked. */
  new: z.int().min(0),
  visitors: z.array(visitorSchema),
})
export type VisitorsResponse = z.infer<typeof visitorsResponseSchema>

/** POST /api/visitors.php: seen up to `until` (the newest `at` the page showed; now when left out). */
export const visitorsSeenBodySchema = z.strictObject({ until: when.optional() })

/**
 * GET /api/visitor_photo.php?visit= — a visit's own id, as the list's address carries it: a
 * number that says nothing about who visited.
 */
export const visitorPhotoQuerySchema = z.object({
  visit: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const incognitoBodySchema = z.strictObject({ incognito: z.boolean() })
export const incognitoResponseSchema = z.object({
  incognito: z.boolean(),
  /** Incognito works only while premium runs: false once it ended. */
  effective: z.boolean(),
})

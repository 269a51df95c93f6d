// POST /api/page-hidden.php — the beacon the client sends when the page becomes hidden
// (spec §4 Push). The body is empty or an empty JSON object (as application/json or, as
// sendBeacon labels strings, text/plain); the answer is 204.
import { z } from './zod'

export const pageHiddenBodySchema = z.object({}).nullish()
export type PageHiddenBody = z.infer<typeof pageHiddenBodySchema>

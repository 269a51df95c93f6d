// Development-only calls behind DEV_TOOLS (the spec §1 developer panel). Absent (404) otherwise.
import { z } from './zod'

/** POST /api/dev/credits.php — set the current member's credits. Only 0 is accepted. */
export const devCreditsBodySchema = z.object({ credits: z.literal(0) })
export type DevCreditsBody = z.infer<typeof devCreditsBodySchema>

export const devCreditsResponseSchema = z.object({ credits: z.int() })
export type DevCreditsResponse = z.infer<typeof devCreditsResponseSchema>

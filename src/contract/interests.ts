// GET /api/interests.php — the interests a member can pick, named in one language.
import { z } from './zod'
import { localeSchema } from './locales'

export const interestsQuerySchema = z.object({
  lang: localeSchema
    .optional()
    .describe('defaults to the klik-locale cookie, then the site language'),
})
export type InterestsQuery = z.infer<typeof interestsQuerySchema>

export const interestSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
})
export type Interest = z.infer<typeof interestSchema>

export const interestsResponseSchema = z.object({ interests: z.array(interestSchema) })
export type InterestsResponse = z.infer<typeof interestsResponseSchema>

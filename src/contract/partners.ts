// Partner offers in search results (spec §2, §6, §7): webcam profiles (GET
// /api/xcams/search.php) and the redirects that open a cam or the resell partner in a new
// window (GET /api/xcams/redirect.php, GET /api/resellpartner.php).
import { z } from './zod'
import { genderSchema } from './profile-fields'
import { queryFlagSchema } from './search'
import { SEARCH_AGE_MAX } from './search-rules'
import { MIN_AGE } from './rules'

const ageSchema = z.coerce.number().int().min(MIN_AGE).max(SEARCH_AGE_MAX)

export const camsQuerySchema = z.object({
  gender: z.union([genderSchema, z.literal('')]).optional(),
  min_age: ageSchema.optional(),
  max_age: ageSchema.optional(),
})
export type CamsQuery = z.input<typeof camsQuerySchema>

/** A webcam profile (spec §3 "Webcam profile: account"). */
export const camSchema = z.object({
  account: z.string().describe('the partner account; GET /api/xcams/redirect.php?account='),
  name: z.string(),
  age: z.int().nullable(),
  gender: genderSchema.nullable(),
  image: z.string().describe('absolute URL or a path on this site'),
  online: z.boolean(),
})
export type Cam = z.infer<typeof camSchema>

export const camsResponseSchema = z.object({ cams: z.array(camSchema) })
export type CamsResponse = z.infer<typeof camsResponseSchema>

export const camRedirectQuerySchema = z.object({ account: z.string().min(1).max(100) })

export const resellQuerySchema = z.object({
  flow: z.enum(['profile-search']),
  redirect: queryFlagSchema,
})

export const resellResponseSchema = z.object({ url: z.url() })

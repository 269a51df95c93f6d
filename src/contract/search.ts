// GET /api/search.php — member search (spec §3 "Search filter state" and "Search response",
// §4 Search, §7). The first call of a page sends auto_load=1 and the server fills the filters
// (the member's last saved search, else defaults from their profile); later calls send the
// filters. A manual search is saved unless do_not_save=1 (the similar search sends it).
import { z } from './zod'
import { genderSchema } from './profile-fields'
import { memberCardSchema } from './members'
import { SEARCH_AGE_MAX, SEARCH_PAGE_SIZE, SEARCH_PP_MAX, SEARCH_SORTS } from './search-rules'
import { MIN_AGE } from './rules'

export * from './search-rules'

/** Query flags arrive as "1"/"0"/"true"/"false"; absent is false. */
export const queryFlagSchema = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

/** The order of the results: most recently active first (spec §4), or nearest first. */
export const searchSortSchema = z.enum(SEARCH_SORTS)

const ageSchema = z.coerce.number().int().min(MIN_AGE).max(SEARCH_AGE_MAX)

export const searchQuerySchema = z.object({
  source: z.string().max(64).optional().describe('where the search runs (members, similar, error)'),
  pp: z.coerce.number().int().min(1).max(SEARCH_PP_MAX).default(SEARCH_PAGE_SIZE),
  auto_load: queryFlagSchema.describe('fill the filters from the server (first load)'),
  hideNudity: queryFlagSchema,
  searchAllCountries: queryFlagSchema.describe('an empty country means every site country'),
  trafficsource: z.string().max(100).optional(),
  country: z
    .string()
    .regex(/^([A-Z]{2}(-[A-Z]{2})?)?$/, 'a country code, a related pair (NL-BE) or empty')
    .optional()
    .describe("'' = every site country (with searchAllCountries), NL, or a pair such as NL-BE"),
  countryregion: z
    .string()
    .max(16)
    .optional()
    .describe("region id from regions.php; '' or '0' = the whole country"),
  min_age: ageSchema.optional(),
  max_age: ageSchema.optional().describe('absent = no upper bound'),
  gender: z
    .union([genderSchema, z.literal('')])
    .optional()
    .describe("'' = both"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  verified: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'))
    .describe('only verified members (issue 32 §1); absent = as the saved search says'),
  online: queryFlagSchema.describe(
    'only members online now, active in the last 15 minutes (issue 32 §4); never saved',
  ),
  sort: searchSortSchema
    .optional()
    .describe(
      "'distance': nearest first, from the member's city (issue 32 §4); absent = as the saved search says",
    ),
  manual_search: queryFlagSchema.describe('the member changed a filter: save the search'),
  do_not_save: queryFlagSchema.describe('never save this search (the similar search)'),
})
export type SearchQuery = z.input<typeof searchQuerySchema>

/** The filters a search ran with (spec §3 filter_options). */
export const filterOptionsSchema = z.object({
  gender: z.union([genderSchema, z.literal('')]),
  min_age: z.int(),
  max_age: z.int().nullable().describe('null = no upper bound'),
  country: z.string().describe("'', a country code or a related pair"),
  countryregion: z.string().describe("'' = the whole country"),
  verified: z.boolean().describe('only verified members'),
  online: z.boolean().describe('only members online now (not saved: a search starts without)'),
  sort: searchSortSchema
    .optional()
    .describe(
      "'distance' when the page is nearest first (only for a member whose city is a known place); absent = newest first",
    ),
})
export type FilterOptions = z.infer<typeof filterOptionsSchema>

/** A search result: the card, and with the nearest-first order how far away the member lives. */
export const searchCardSchema = memberCardSchema.extend({
  distance_km: z
    .int()
    .min(0)
    .optional()
    .describe(
      "between the two members' cities, in whole km; 0 = under 1 km (shownKm). Only with sort=distance, absent for a member whose city is not a known place",
    ),
})
export type SearchCard = z.infer<typeof searchCardSchema>

export const searchResponseSchema = z.object({
  profiles: z.array(searchCardSchema),
  paging: z.object({
    num_results: z.int().min(0),
    page: z.int().min(1),
    pp: z.int().min(1),
  }),
  filter_options: filterOptionsSchema,
  distance_sort: z
    .boolean()
    .optional()
    .describe("the member's city is a known place, so sort=distance can be chosen"),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>

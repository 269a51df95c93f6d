// GET /api/regions.php — the regions (provinces, states, counties) of the site's countries.
import { z } from './zod'
import { countryCodeSchema } from './common'
import { localeSchema } from './locales'

export const regionSchema = z.object({
  id: z.string().describe('ISO 3166-2 subdivision code without the country part, e.g. "NH"'),
  name: z.string().describe('in the requested language (CLDR), e.g. "Noord-Holland" for nl'),
})
export type Region = z.infer<typeof regionSchema>

/** Regions per allowed country; also part of settings.php as `region_data`. */
export const regionDataSchema = z.record(countryCodeSchema, z.array(regionSchema))
export type RegionData = z.infer<typeof regionDataSchema>

export const regionsQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .describe(
      'only this country; must be one of the site countries (else 400 regions.unknown_country)',
    ),
  lang: localeSchema
    .optional()
    .describe(
      'language of the names; defaults to the klik-locale cookie, Accept-Language, the site language',
    ),
})
export type RegionsQuery = z.infer<typeof regionsQuerySchema>

export const regionsResponseSchema = regionDataSchema
export type RegionsResponse = z.infer<typeof regionsResponseSchema>

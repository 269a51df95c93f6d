// GET /api/geocode.php — the nearest known city to a position (spec §4 step 3).
import { z } from './zod'
import { countryCodeSchema } from './common'

export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
})
export const geocodeResponseSchema = z.object({
  country: countryCodeSchema,
  countryregion: z.string().describe('region id as in regions.php'),
  city: z.string(),
})
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>

// GET /api/settings.php — everything the client needs to know about the site it runs on
// (spec §3 Settings), plus the template, its feature flags and the dev-tools switch.
import { z } from './zod'
import { countryCodeSchema, currencySchema } from './common'
import { featuresSchema, templateSchema } from './features'
import { localeSchema } from './locales'
import { profileFieldSchema } from './profile-fields'
import { regionDataSchema } from './regions'

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'closed'] as const
export const signupModeSchema = z.enum(SIGNUP_MODES)
export type SignupMode = z.infer<typeof signupModeSchema>

export const LOGGED_OUT_SEARCH_TRAFFICSOURCE = ['all', 'with_trafficsource', 'none'] as const
export const loggedOutSearchTrafficsourceSchema = z.enum(LOGGED_OUT_SEARCH_TRAFFICSOURCE)

/** Filters the member search offers. */
export const SEARCH_FIELDS = ['gender', 'age', 'country', 'countryregion'] as const
export const searchFieldSchema = z.enum(SEARCH_FIELDS)
export type SearchField = z.infer<typeof searchFieldSchema>

/** Partner offers tiled into search results (spec §2, §6). */
export const MEMBER_RESELL = ['cams', 'camads'] as const
export const memberResellSchema = z.enum(MEMBER_RESELL)

export const messageCostsSchema = z.object({
  costs: z.int().min(0).describe('credits one message costs at least'),
  currency: currencySchema.describe('currency credits are sold in for this country'),
})
export type MessageCosts = z.infer<typeof messageCostsSchema>

export const settingsResponseSchema = z.object({
  name: z.string(),
  domain_language: localeSchema,
  region_data: regionDataSchema,
  countries: z.array(countryCodeSchema).min(1),
  country_names: z
    .record(countryCodeSchema, z.string())
    .optional()
    .describe(
      "the site's countries named in the client's language by the server, so a rendered page " +
        'and the app that hydrates it say the same, and the app builds no names of its own ' +
        'for them; in the order of those names in that language (the country filter lists ' +
        'them so); absent from settings an older version stored',
    ),
  language_names: z
    .record(localeSchema, z.string())
    .optional()
    .describe(
      "the members' languages (every interface language) named in the client's language by " +
        'the server, as country_names; absent from settings an older version stored',
    ),
  visible_profile_fields: z.array(profileFieldSchema),
  visible_profile_notes: z.boolean(),
  signups: signupModeSchema,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: loggedOutSearchTrafficsourceSchema,
  geoip_selected_country: countryCodeSchema.describe(
    'geoip_country when the site allows it, else the first site country',
  ),
  geoip_country: countryCodeSchema
    .nullable()
    .describe('country of the client IP; null when unknown'),
  minimum_message_costs: z.record(countryCodeSchema, messageCostsSchema),
  push_pub: z.string().nullable().describe('VAPID public key; null when push is not offered'),
  cdn_prefix: z.string().describe('prefix for media URLs; empty = same origin'),
  search_fields: z.array(searchFieldSchema),
  member_resell: z.array(memberResellSchema),
  fictional_icon: z.boolean(),
  delete_discount: z.int().min(0).max(100),
  template: templateSchema,
  features: featuresSchema,
  dev_tools: z.boolean().describe('development-only endpoints and the dev panel are enabled'),
})
export type SettingsResponse = z.infer<typeof settingsResponseSchema>

// What a site is: a brand on one or more domains, with its language, template, countries,
// signup rules and company. The same schema checks the embedded default and the sites file.
import { z } from 'zod'
import { countryCodeSchema } from '../../../src/contract/common'
import { companyInfoResponseSchema } from '../../../src/contract/companyinfo'
import { featureOverridesSchema, templateSchema } from '../../../src/contract/features'
import { localeSchema } from '../../../src/contract/locales'
import { shopSchema } from './shop-schema'
import { profileFieldSchema } from '../../../src/contract/profile-fields'
import { isKnownCountry } from '../geo/geo-data'
import {
  loggedOutSearchTrafficsourceSchema,
  memberResellSchema,
  messageCostsSchema,
  searchFieldSchema,
  signupModeSchema,
} from '../../../src/contract/settings'

/** '*' makes a site the one answering hosts no other site names. */
export const ANY_HOST = '*'

const hostSchema = z
  .string()
  .regex(
    /^(\*|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/,
    'must be a lower-case host name without port (example.nl) or "*"',
  )

const knownCountrySchema = countryCodeSchema.refine(isKnownCountry, 'is not an ISO 3166-1 country')

const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, 'must not repeat a value')

// The company fields of companyinfo.php except delete_discount, which is a site field.
export const companySchema = companyInfoResponseSchema.omit({ delete_discount: true }).extend({
  country: knownCountrySchema,
})
export type Company = z.infer<typeof companySchema>

/**
 * Partner offers of search results (spec §2, §6, §7): the webcam feed and where a cam and the
 * resell tile send the member. Shown only where member_resell names cams or camads.
 */
export const partnersSchema = z.strictObject({
  /** An https URL of a JSON feed of cam profiles, or 'demo' for the built-in demo feed. */
  cams_feed: z.union([z.literal('demo'), z.url({ protocol: /^https$/ })]),
  /** Where a cam opens: an http(s) URL with {account} where the account goes. */
  cams_redirect: z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.includes('{account}'), 'must contain {account}'),
  /** The resell partner's page; the flow is added as ?flow=. */
  resell_url: z.url({ protocol: /^https?$/ }),
})
export type Partners = z.infer<typeof partnersSchema>

const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #d6285a')

/** The icons of the web app manifest: site-relative paths or https URLs. */
const manifestIconSchema = z.strictObject({
  src: z.string().regex(/^(\/|https:\/\/)/, 'must be a path starting with / or an https URL'),
  sizes: z.string().regex(/^\d+x\d+$/, 'must be like 192x192'),
  type: z.string().min(1),
  purpose: z.enum(['any', 'maskable', 'monochrome']),
})

export const siteSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'),
    /** The brand: the page title, header, footer, mails and the installed app's name. */
    name: z.string().min(1),
    /** The installed app's name under its icon; the name when left out. */
    short_name: z.string().min(1).max(30).optional(),
    theme_color: colorSchema,
    background_color: colorSchema,
    icons: z.array(manifestIconSchema).min(1),
    hosts: uniqueList(hostSchema).min(1),
    domain_language: localeSchema,
    template: templateSchema,
    countries: uniqueList(knownCountrySchema).min(1),
    signups: signupModeSchema,
    logged_out_search: z.boolean(),
    logged_out_search_trafficsource: loggedOutSearchTrafficsourceSchema,
    visible_profile_fields: uniqueList(profileFieldSchema),
    visible_profile_notes: z.boolean(),
    minimum_message_costs: z.record(knownCountrySchema, messageCostsSchema),
    cdn_prefix: z
      .string()
      .regex(/^($|\/|https?:\/\/[^/]+)/, 'must be empty, a path starting with / or an http(s) URL'),
    search_fields: uniqueList(searchFieldSchema),
    member_resell: uniqueList(memberResellSchema),
    partners: partnersSchema,
    fictional_icon: z.boolean(),
    delete_discount: z.int().min(0).max(100),
    /** Credits a member gets once, when their address is first proven (issue 10). */
    welcome_credits: z.int().min(0).max(100_000),
    company: companySchema,
    /**
     * A folder of the site's own pages, `{lang}/{name}.md` (terms, privacy, …), each replacing
     * Klik's; relative to the sites file's folder (an absolute path once loaded). Left out:
     * Klik's pages, with the company's details.
     */
    pages_dir: z.string().min(1).optional(),
    features: featureOverridesSchema,
    /** Credit packages, premium plans, VAT, payment methods and discounts (issue 12). */
    shop: shopSchema,
  })
  .superRefine((site, context) => {
    for (const country of site.countries) {
      if (site.minimum_message_costs[country] === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['minimum_message_costs'],
          message: `has no entry for ${country}, one of the site's countries`,
        })
      }
      if (site.shop.vat_rates[country] === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['shop', 'vat_rates'],
          message: `has no entry for ${country}, one of the site's countries`,
        })
      }
    }
    // Every product needs a price in every currency the site sells credits in.
    const currencies = new Set(Object.values(site.minimum_message_costs).map((c) => c.currency))
    const products = [
      ...site.shop.packages.map((item, index) => ({ item, path: ['shop', 'packages', index] })),
      ...site.shop.plans.map((item, index) => ({ item, path: ['shop', 'plans', index] })),
    ]
    for (const { item, path } of products) {
      for (const currency of currencies) {
        if (item.prices[currency] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [...path, 'prices'],
            message: `has no price in ${currency}, a currency of minimum_message_costs`,
          })
        }
      }
    }
  })
export type Site = z.infer<typeof siteSchema>

/**
 * One entry of the sites file: id, name and hosts are required; every other field defaults to
 * the embedded default site's, and `company` may give only the fields that differ.
 */
const { id, name, hosts, company: _company, ...defaulted } = siteSchema.shape
export const siteEntrySchema = z.strictObject({
  id,
  name,
  hosts,
  ...z.object(defaulted).partial().shape,
  company: companySchema.partial().optional(),
})
export type SiteEntry = z.infer<typeof siteEntrySchema>

export const sitesFileSchema = z.strictObject({ sites: z.array(siteEntrySchema) })
export type SitesFile = z.infer<typeof sitesFileSchema>

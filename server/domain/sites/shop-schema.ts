// A site's shop (issue 12): what credits and premium cost, per currency and VAT included;
// the VAT rate and the payment methods per payment country; the welcome discount and the
// time bonuses. docs/sites.md documents each field; the embedded default is in default-site.ts.
import { z } from 'zod'
import { countryCodeSchema, currencySchema } from '../../../src/contract/common'
import { DISCOUNT_KINDS, DISCOUNT_SCOPES, paymentMethodSchema } from '../../../src/contract/shop'

const idSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes')

/** Integer cents per currency, VAT included: { "EUR": 1495 } is €14.95. */
const pricesSchema = z.record(currencySchema, z.int().min(1).max(10_000_000))

const uniqueIds = <T extends { id: string }>(items: T[]) =>
  new Set(items.map((item) => item.id)).size === items.length

const discountSchema = {
  kind: z.enum(DISCOUNT_KINDS),
  /** percent: that much off; bonus: that many percent more credits. */
  value: z.int().min(1).max(100),
  applies_to: z.enum(DISCOUNT_SCOPES),
}

const codeSchema = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, 'must be 3-40 upper-case letters, digits and dashes')

export const shopSchema = z.strictObject({
  packages: z
    .array(
      z.strictObject({
        id: idSchema,
        credits: z.int().min(1).max(1_000_000),
        prices: pricesSchema,
        most_chosen: z.boolean().default(false),
      }),
    )
    .min(1)
    .refine(uniqueIds, 'ids must be unique')
    .refine(
      (packages) => packages.filter((item) => item.most_chosen).length <= 1,
      'at most one package is "most chosen"',
    ),
  plans: z
    .array(z.strictObject({ id: idSchema, months: z.int().min(1).max(36), prices: pricesSchema }))
    .refine(uniqueIds, 'ids must be unique'),
  /** Basis points per payment country: 2100 = 21 %. */
  vat_rates: z.record(countryCodeSchema, z.int().min(0).max(5000)),
  /** Methods per payment country, in the order shown; "*" for every other country. */
  payment_methods: z
    .record(z.union([countryCodeSchema, z.literal('*')]), z.array(paymentMethodSchema).min(1))
    .refine((methods) => methods['*'] !== undefined, 'needs a "*" entry for other countries'),
  /** The first purchase within `days` of signing up gets it; null: no welcome discount. */
  welcome_discount: z
    .strictObject({ code: codeSchema, days: z.int().min(1).max(365), ...discountSchema })
    .nullable(),
  /**
   * Codes a link may carry (?code=…). A member's countdown starts when they first load the
   * code and runs `hours`, never past `ends`; each member uses a code once.
   */
  time_bonuses: z
    .array(
      z.strictObject({
        code: codeSchema,
        hours: z
          .int()
          .min(1)
          .max(24 * 90),
        ends: z.iso.datetime({ offset: true }).nullable().default(null),
        ...discountSchema,
      }),
    )
    .refine(
      (bonuses) => new Set(bonuses.map((bonus) => bonus.code)).size === bonuses.length,
      'codes must be unique',
    ),
  /** How long the code offered for not deleting the account stays valid. */
  retention_days: z.int().min(1).max(365).default(30),
  /**
   * The monthly spending limit a new member starts with, per currency (cents, VAT included);
   * the member may lower it at once or raise it after 72 hours. Null: none (issue 28 §5).
   */
  default_spending_limit: z
    .record(currencySchema, z.int().min(0).max(1_000_000))
    .nullable()
    .default(null),
})
export type Shop = z.infer<typeof shopSchema>
export type ShopPackage = Shop['packages'][number]
export type ShopPlan = Shop['plans'][number]
export type TimeBonus = Shop['time_bonuses'][number]

// Credits, premium and payments (issue 12; the spec names the routes, the discount code and
// `paid_user`, the rest is designed here, docs/decisions/credits-and-payments.md "Credits and payments"):
//   GET  /api/shop.php?country=         packages, plans, VAT and methods for a payment country
//   GET  /api/discountcode.php          a code from the query (?code=), or ?welcome=true
//   POST /api/orders.php                a package or a plan: makes the order and its payment
//   GET  /api/orders.php                the member's orders, newest first
//   GET  /api/transaction.php?id=       one order's status (public: the return from the provider)
//   POST /api/payment_webhook.php       the provider says a payment changed (form: id=…)
//   GET/POST /api/test_checkout.php     the built-in test checkout (never in production)
// Money is integer cents, never a float; VAT rates are basis points (2100 = 21 %).
import { countryCodeSchema, currencySchema } from './common'
import { z } from './zod'

/** How a member pays. NL: iDEAL | Wero; BE: Bancontact; DE, AT: PayPal; card everywhere. */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal'] as const
export const paymentMethodSchema = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/**
 * An order's life: open until the provider says otherwise; paid, then maybe refunded or
 * charged back; or failed, canceled or expired, which are final and add nothing.
 */
export const ORDER_STATUSES = [
  'open',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const
export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>

/** The statuses after which an unpaid order never changes (paid may still be refunded). */
export const UNPAID_FINAL_STATUSES: readonly OrderStatus[] = ['failed', 'canceled', 'expired']

/** What the test checkout lets one choose, as Mollie's test mode does. */
export const TEST_CHECKOUT_OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'open'] as const
export const testCheckoutOutcomeSchema = z.enum(TEST_CHECKOUT_OUTCOMES)
export type TestCheckoutOutcome = z.infer<typeof testCheckoutOutcomeSchema>

/** A price: integer cents of a currency, VAT included. */
export const moneySchema = z.object({
  cents: z.int().min(0),
  currency: currencySchema,
})
export type Money = z.infer<typeof moneySchema>

const productId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes')

export const creditPackageSchema = z.object({
  id: productId,
  credits: z.int().positive(),
  price: moneySchema.describe('VAT included, after no discount'),
  most_chosen: z.boolean(),
})
export type CreditPackage = z.infer<typeof creditPackageSchema>

export const premiumPlanSchema = z.object({
  id: productId,
  months: z.int().positive(),
  price: moneySchema.describe('VAT included, for the whole period'),
})
export type PremiumPlan = z.infer<typeof premiumPlanSchema>

export const shopQuerySchema = z.object({
  country: countryCodeSchema
    .optional()
    .describe("payment country; default the member's country, else the visitor's geoip guess"),
})

export const shopResponseSchema = z.object({
  country: countryCodeSchema.describe('the payment country these prices are for'),
  countries: z.array(countryCodeSchema).describe('payment countries one may choose'),
  currency: currencySchema,
  vat_rate: z.int().min(0).describe('basis points: 2100 = 21 %'),
  methods: z.array(paymentMethodSchema).min(1),
  packages: z.array(creditPackageSchema),
  plans: z.array(premiumPlanSchema),
  message_cost: z.int().min(0).describe('credits one message costs in this country'),
  test_mode: z.boolean().describe('payments go to the built-in test checkout: no real money'),
})
export type ShopResponse = z.infer<typeof shopResponseSchema>

// --- discount codes (spec §3, §7, §8) --------------------------------------------------------

export const DISCOUNT_KINDS = ['percent', 'bonus'] as const
export const DISCOUNT_SOURCES = ['welcome', 'time_bonus', 'retention', 'campaign'] as const
export const DISCOUNT_SCOPES = ['credits', 'premium', 'all'] as const

/** A discount code as a member types it: letters, digits and dashes, any case. */
const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes')

export const discountCodeQuerySchema = z.object({
  code: codeSchema
    .optional()
    .describe('a code from a link (?code=…), as the spec loads it from the query parameters'),
  welcome: z
    .enum(['true', '1'])
    .optional()
    .describe("the member's welcome discount, when they still have it"),
})

export const discountCodeSchema = z.object({
  code: z.string(),
  /** percent: that much off the price; bonus: that many percent more credits for the price. */
  kind: z.enum(DISCOUNT_KINDS),
  value: z.int().min(1).max(100),
  applies_to: z.enum(DISCOUNT_SCOPES),
  source: z.enum(DISCOUNT_SOURCES),
  expires: z.iso.datetime().nullable().describe('a time bonus runs out then (a countdown)'),
})
export type DiscountCode = z.infer<typeof discountCodeSchema>

// --- orders ----------------------------------------------------------------------------------

export const productSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('credits'), package: productId }),
  z.object({ kind: z.literal('premium'), plan: productId }),
])
export type Product = z.infer<typeof productSchema>

/** A path inside the app to return to after paying (a chat waiting for credits). */
export const returnPathSchema = z
  .string()
  .max(300)
  .regex(/^\/([^/\s\\][^\s\\]*)?$/, 'must be a path of this site, starting with one /')

export const createOrderBodySchema = z.object({
  client_key: z.uuid().describe('made by the client; the same key answers the same order'),
  product: productSchema,
  method: paymentMethodSchema.optional().describe('left out: chosen on the checkout page'),
  country: countryCodeSchema.optional().describe('payment country; default as in shop.php'),
  code: codeSchema.optional().describe('a discount code'),
  return_to: returnPathSchema.optional(),
  waive_withdrawal: z
    .literal(true)
    .describe(
      'the member agrees that delivery starts at once and that this ends the right of withdrawal (CRD art. 16(m)) for credits, or that premium starts at once (art. 7(3))',
    ),
})
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>

export const transactionSchema = z.object({
  id: z.string().describe('not guessable: whoever holds it may see this status'),
  status: orderStatusSchema,
  product: productSchema,
  credits: z.int().min(0).describe('credits the order adds, bonus included (0 for premium)'),
  bonus_credits: z.int().min(0),
  months: z.int().min(0),
  price: moneySchema.describe('what the member pays, VAT included'),
  list_price: moneySchema.describe('before the discount'),
  vat: moneySchema,
  vat_rate: z.int().min(0),
  country: countryCodeSchema,
  method: paymentMethodSchema.nullable(),
  code: z.string().nullable(),
  created: z.iso.datetime(),
  paid: z.iso.datetime().nullable(),
  return_to: z.string().nullable(),
  checkout_url: z.string().nullable().describe('where to pay while it is open'),
  test_mode: z.boolean(),
  /** Only for the member who ordered, when signed in. */
  mine: z.boolean(),
  balance: z.int().nullable().describe("the member's credits now (mine only)"),
  premium_until: z.iso.datetime().nullable().describe('mine only'),
  withdrawable_until: z.iso
    .datetime()
    .nullable()
    .describe('premium: the member may withdraw until then (14 days after paying); mine only'),
  withdrawn: z.iso.datetime().nullable().describe('when the member withdrew'),
  refund: moneySchema.nullable().describe('what the withdrawal gives back'),
})
export type Transaction = z.infer<typeof transactionSchema>

export const createOrderResponseSchema = transactionSchema
/** An order's, or a provider payment's, id: letters, digits, _ and - (ord_…, tr_…, tst_…). */
const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ and -')

export const transactionQuerySchema = z.object({ id: idSchema })

/** The EU's withdrawal function (Directive 2023/2673): "withdraw from the contract here". */
export const WITHDRAWAL_DAYS = 14
export const withdrawBodySchema = z.object({
  order: idSchema.describe("the order's id (ord_…)"),
})
export const ordersResponseSchema = z.object({ orders: z.array(transactionSchema) })

// --- the provider's webhook and the test checkout ---------------------------------------------

export const paymentWebhookBodySchema = z.object({
  id: idSchema.describe("the provider's payment id; nothing else is trusted"),
})

export const testCheckoutQuerySchema = z.object({ id: idSchema })
export const testCheckoutResponseSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: moneySchema,
  method: paymentMethodSchema.nullable(),
  methods: z.array(paymentMethodSchema),
  status: z.enum(['open', 'paid', 'failed', 'canceled', 'expired']),
  redirect_url: z.string(),
})
export const testCheckoutBodySchema = z.object({
  id: idSchema,
  outcome: testCheckoutOutcomeSchema,
  method: paymentMethodSchema.optional(),
})
export const testCheckoutResultSchema = z.object({ redirect_url: z.string() })

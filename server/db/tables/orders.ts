// Orders (issue 12): a credit package or a premium plan, priced in integer cents with its VAT
// and discount, and the one provider payment that pays it. The public id is what the member's
// browser and the provider see (/transactions/{id}): 128 random bits, never the row id, so
// holding it is the only way to see an order without being its member. A paid order's credits
// are a ledger row naming the order, written in the transaction that marks it paid.
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { DiscountCode, OrderStatus, PaymentMethod, Product } from '../../../src/contract/shop'
import { createdAt, identityId, memberRef } from './columns'

/** Who takes an order's payment (domain/payments/payment-provider.ts). */
export type ProviderName = 'mollie' | 'test'

export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    publicId: text('public_id').notNull(),
    memberId: memberRef('member_id'),
    siteId: text('site_id').notNull(),
    /** The member's key for this purchase: a retried POST answers the same order. */
    clientKey: text('client_key').notNull(),
    product: text('product').$type<Product['kind']>().notNull(),
    /** The package's or plan's id in the site's shop when the order was made. */
    productId: text('product_id').notNull(),
    /** Credits the order adds when paid, bonus included (0 for premium). */
    credits: integer('credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull().default(0),
    months: integer('months').notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    /** The package's price, VAT included, before the discount. */
    listCents: integer('list_cents').notNull(),
    /** What the member pays, VAT included. */
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** Basis points: 2100 = 21 %. */
    vatRate: integer('vat_rate').notNull(),
    /** The payment country, which sets the VAT and the methods. */
    country: text('country').$type<CountryCode>().notNull(),
    discountCode: text('discount_code'),
    discountSource: text('discount_source').$type<DiscountCode['source']>(),
    method: text('method').$type<PaymentMethod>(),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    provider: text('provider').$type<ProviderName>().notNull(),
    /** Set once the provider made the payment; unique, so a payment pays one order. */
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    /** Of the amount, what was refunded or charged back so far (the provider's figures). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
    /** A path of the app to go back to after paying. */
    returnTo: text('return_to'),
    /** The member agreed that delivery starts at once (no withdrawal for credits). */
    waivedWithdrawalAt: timestamp('waived_withdrawal_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The premium period this order added: from, until (premium orders, once paid). */
    premiumFrom: timestamp('premium_from', { withTimezone: true }),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** The member withdrew (premium, within 14 days): premium ended then, the rest is refunded. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** What the withdrawal gives back: the price less the days used. */
    withdrawalRefundCents: integer('withdrawal_refund_cents'),
    /**
     * When the receipt mail was claimed (domain/mail/receipt.ts): set just before sending, so
     * a retried job never mails a second receipt.
     */
    receiptMailedAt: timestamp('receipt_mailed_at', { withTimezone: true }),
    /**
     * When the acknowledgement of the withdrawal was claimed (domain/mail/withdrawal.ts), as
     * receipt_mailed_at is: a retried job never mails a second one.
     */
    withdrawalMailedAt: timestamp('withdrawal_mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_public_id_idx').on(table.publicId),
    uniqueIndex('orders_member_client_key_idx').on(table.memberId, table.clientKey),
    uniqueIndex('orders_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('orders_member_id_created_at_idx').on(table.memberId, table.createdAt),
    index('orders_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check(
      'orders_amounts',
      sql`${table.amountCents} >= 0 AND ${table.vatCents} >= 0 AND ${table.vatCents} <= ${table.amountCents} AND ${table.amountCents} <= ${table.listCents}`,
    ),
    check(
      'orders_credits',
      sql`${table.credits} >= 0 AND ${table.bonusCredits} >= 0 AND ${table.bonusCredits} <= ${table.credits}`,
    ),
  ],
)
export type OrderRow = typeof orders.$inferSelect

/**
 * A member's own discount codes: a time bonus claimed from a link (its countdown started then)
 * or the code offered for not deleting the account. One per member and code; `used_order_id`
 * is set in the transaction that marks the order paid, so a code pays off once.
 */
export const memberDiscounts = pgTable(
  'member_discounts',
  {
    id: identityId(),
    memberId: memberRef('member_id', 'cascade'),
    code: text('code').notNull(),
    source: text('source').$type<DiscountCode['source']>().notNull(),
    kind: text('kind').$type<'percent' | 'bonus'>().notNull(),
    value: integer('value').notNull(),
    appliesTo: text('applies_to').$type<'credits' | 'premium' | 'all'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    usedOrderId: bigint('used_order_id', { mode: 'number' }).references(() => orders.id),
  },
  (table) => [uniqueIndex('member_discounts_member_code_idx').on(table.memberId, table.code)],
)

/**
 * The built-in test checkout's payments (the embedded default, never production): what
 * Mollie keeps for its test mode, kept here so the same webhook path can fetch them.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    description: text('description').notNull(),
    method: text('method').$type<PaymentMethod>(),
    status: text('status').$type<'open' | 'paid' | 'failed' | 'canceled' | 'expired'>().notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
    redirectUrl: text('redirect_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    createdAt: createdAt(),
  },
  // One payment per order, as an idempotency key makes it at Mollie.
  (table) => [uniqueIndex('test_payments_order_id_idx').on(table.orderId)],
)

// Making an order and finding orders (issue 12; how the API shows one: transaction-view.ts).
// An order is made in one short transaction (the price, VAT and discount fixed in cents), then
// its payment at the provider — outside any transaction, as it is network I/O — then the
// payment's id is stored. A retried POST with the same client key answers the same order and,
// if the provider failed the first time, asks it again with the order's id as idempotency key,
// so a payment is never made twice.
import { randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { CountryCode } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import type { CreateOrderBody, Product } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { orders, profiles, type OrderRow } from '../../db/schema'
import { httpError } from '../api-error'
import { assertWithinLimit } from '../credits/spending-limit'
import type { Site } from '../sites/site-schema'
import { siteUrl } from '../sites/site-url'
import { applyDiscount, findDiscount, type Discount } from './discounts'
import { applyPayment, type OrderChange } from './apply-payment'
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider'
import { vatIncluded } from '../../../src/contract/prices'
import { countryTerms, paymentCountry, priceIn } from './pricing'
import { reconcileJob } from './reconcile'

export type { OrderRow }

export interface PaymentsContext {
  db: Db
  provider: PaymentProvider
  publicUrl: string
}

/** 128 random bits: the id in /transactions/{id}, which alone shows an order's status. */
export function newOrderPublicId(): string {
  return `ord_${randomBytes(16).toString('base64url')}`
}

interface PricedProduct {
  productId: string
  credits: number
  months: number
  listCents: number
}

function priceProduct(site: Site, product: Product, currency: string): PricedProduct {
  if (product.kind === 'credits') {
    const item = site.shop.packages.find((candidate) => candidate.id === product.package)
    if (item === undefined) throw httpError(404, 'shop.unknown_product', 'No such credit package')
    return {
      productId: item.id,
      credits: item.credits,
      months: 0,
      listCents: priceIn(item.prices, currency),
    }
  }
  const plan = site.shop.plans.find((candidate) => candidate.id === product.plan)
  if (plan === undefined) throw httpError(404, 'shop.unknown_product', 'No such premium plan')
  return {
    productId: plan.id,
    credits: 0,
    months: plan.months,
    listCents: priceIn(plan.prices, currency),
  }
}

/** The member's country for the payment country's default. */
export async function memberCountry(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, memberId))
  return row?.country ?? null
}

export interface NewOrder {
  memberId: number
  locale: Locale
  /** The visitor's geoip guess, asked for only when neither the body nor the profile says. */
  geoipCountry: () => Promise<CountryCode | null>
  body: CreateOrderBody
}

/** Makes the order (or finds the one of this client key) and its payment. */
export async function createOrder(
  context: PaymentsContext,
  site: Site,
  request: NewOrder,
  now = new Date(),
): Promise<OrderChange> {
  const { db } = context
  const { memberId, body } = request
  let order = await orderOfClientKey(db, memberId, body.client_key)
  if (order === undefined) {
    if (body.country !== undefined && !site.countries.includes(body.country)) {
      throw httpError(400, 'shop.country_not_sold', `This site does not sell in ${body.country}`)
    }
    const profileCountry = body.country === undefined ? await memberCountry(db, memberId) : null
    const known = [body.country, profileCountry].some(
      (candidate) => candidate != null && site.countries.includes(candidate),
    )
    const country = paymentCountry(
      site,
      body.country,
      profileCountry,
      known ? null : await request.geoipCountry(),
    )
    const terms = countryTerms(site, country)
    if (body.method !== undefined && !terms.methods.includes(body.method)) {
      throw httpError(400, 'shop.method_not_offered', `${body.method} is not offered in ${country}`)
    }
    const priced = priceProduct(site, body.product, terms.currency)
    const discount: Discount | null =
      body.code === undefined ? null : await findDiscount(db, site, memberId, body.code, now)
    const { amountCents, bonusCredits } = applyDiscount(
      discount,
      body.product.kind,
      priced.listCents,
      priced.credits,
    )
    // The order and the job that settles it should its webhook never come (reconcile.ts).
    const inserted = await db.transaction(async (tx) => {
      // The spending limit, counted with the order in one transaction (spending-limit.ts).
      await assertWithinLimit(tx, memberId, { cents: amountCents, currency: terms.currency }, now)
      const [row] = await tx
        .insert(orders)
        .values({
          publicId: newOrderPublicId(),
          memberId,
          siteId: site.id,
          clientKey: body.client_key,
          product: body.product.kind,
          productId: priced.productId,
          credits: priced.credits + bonusCredits,
          bonusCredits,
          months: priced.months,
          currency: terms.currency,
          listCents: priced.listCents,
          amountCents,
          vatCents: vatIncluded(amountCents, terms.vatRate),
          vatRate: terms.vatRate,
          country,
          discountCode: discount?.code ?? null,
          discountSource: discount?.source ?? null,
          method: body.method ?? null,
          provider: context.provider.name,
          returnTo: body.return_to ?? null,
          waivedWithdrawalAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (row !== undefined) await tx.execute(reconcileJob(row.id, row.createdAt))
      return row
    })
    // A concurrent POST with the same key won the insert: answer its order.
    order = inserted ?? (await orderOfClientKey(db, memberId, body.client_key))
    if (order === undefined) throw new Error('order vanished after a conflicting insert')
  } else if (!sameRequest(order, body)) {
    throw httpError(409, 'order.client_key_reused', 'This client key was used for another order')
  }
  if (order.providerPaymentId !== null || order.status !== 'open') return { order, events: [] }
  if (order.amountCents === 0) {
    // Nothing to pay (a 100 % code): paid at once, no provider involved.
    return applyPayment(db, order.id, freePayment(order))
  }
  return { order: await startPayment(context, site, order, request.locale), events: [] }
}

function sameRequest(order: OrderRow, body: CreateOrderBody): boolean {
  const productId = body.product.kind === 'credits' ? body.product.package : body.product.plan
  return (
    order.product === body.product.kind &&
    order.productId === productId &&
    (body.country === undefined || order.country === body.country) &&
    // The method may have been chosen on the provider's page since: only a different one given
    // again is another request.
    (body.method === undefined || body.method === order.method) &&
    (body.code === undefined ? null : body.code.trim().toUpperCase()) ===
      (order.discountCode === null ? null : order.discountCode.toUpperCase())
  )
}

function freePayment(order: OrderRow): ProviderPayment {
  return {
    id: order.publicId,
    orderId: order.publicId,
    status: 'paid',
    amountCents: 0,
    currency: order.currency,
    refundedCents: 0,
    chargedBackCents: 0,
    method: order.method,
    checkoutUrl: null,
  }
}

async function orderOfClientKey(db: Db, memberId: number, clientKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.clientKey, clientKey)))
  return row
}

/** What a bank statement and the provider's page say. */
export function orderDescription(site: Site, order: OrderRow): string {
  const what =
    order.product === 'credits'
      ? `${order.credits} credits`
      : `Premium ${order.months} month${order.months === 1 ? '' : 's'}`
  return `${site.name} ${what} (${order.publicId.slice(4, 12)})`
}

async function startPayment(
  context: PaymentsContext,
  site: Site,
  order: OrderRow,
  locale: Locale,
): Promise<OrderRow> {
  const base = siteUrl(site, context.publicUrl)
  let payment: ProviderPayment
  try {
    payment = await context.provider.createPayment({
      orderId: order.publicId,
      amountCents: order.amountCents,
      currency: order.currency,
      description: orderDescription(site, order),
      redirectUrl: `${base}/transactions/${order.publicId}`,
      webhookUrl: `${base}/api/payment_webhook.php`,
      method: order.method,
      locale,
    })
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw httpError(
        502,
        'payment.provider_unavailable',
        'The payment provider did not answer; try again',
      )
    }
    throw error
  }
  const [updated] = await context.db
    .update(orders)
    .set({
      providerPaymentId: payment.id,
      checkoutUrl: payment.checkoutUrl,
      method: payment.method ?? order.method,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning()
  return updated ?? order
}

/** The order a provider's payment pays, if it is one of ours. */
export async function orderOfPayment(
  db: Db,
  provider: OrderRow['provider'],
  paymentId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, paymentId)))
  return row
}

/** An order by its public id. */
export async function orderByPublicId(db: Db, publicId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId))
  return row
}

export async function ordersOf(db: Db, memberId: number, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

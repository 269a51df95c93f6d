// The receipt mail of a paid order (issue 12): the 'mail.receipt' job that applyPayment
// (domain/payments/apply-payment.ts) adds in the transaction that first marks an order paid,
// with key order:<id> and payload { order: <orders.id> }. The job mails the member, in their
// language and time zone, from their site, the receipt receipt-render.ts builds: the order's
// amounts and VAT and the site's company details, as Dutch and EU rules ask of a receipt.
//
// Exactly once per order: orders.receipt_mailed_at is claimed (set where still null) before
// the mail is sent, so a job run again — after a crash, a lease that ran out, two workers —
// finds it claimed and sends nothing. The chosen trade-off, as with the digest's claim: a crash
// between the claim and handing the mail to the mail service loses that receipt rather than
// risking a second one; the order stays visible at /transactions/{id} in any case. Nothing is
// mailed when the member's account was deleted (the claim is not made either).
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { CountryCode, Currency } from '../../../src/contract/common'
import type { Locale } from '../../../src/contract/locales'
import type { PaymentMethod, Product } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import type { JobHandler } from '../../jobs/job-worker'
import type { ProviderName } from '../payments/payment-provider'
import type { SiteRegistry } from '../sites/site-registry'
import { siteUrl } from '../sites/site-url'
import { digestTimeZone } from './digest-schedule'
import type { MailService } from './mail-service'
import { renderReceipt } from './receipt-render'

const payloadSchema = z.object({ order: z.number().int() })

export interface ReceiptContext {
  db: Db
  mail: MailService
  sites: SiteRegistry
  publicUrl: string
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** The order's columns the receipt shows, as the claim returns them. */
interface ClaimedRow {
  member_id: number | string
  public_id: string
  product: Product['kind']
  credits: number
  bonus_credits: number
  months: number
  currency: Currency
  list_cents: number
  amount_cents: number
  vat_cents: number
  vat_rate: number
  country: CountryCode
  discount_code: string | null
  method: PaymentMethod | null
  provider: ProviderName
  paid_at: Date | string
  premium_until: Date | string | null
}

interface MemberRow {
  email: string
  language: Locale
  timezone: string
  site_id: string
  name: string | null
}

export type ReceiptOutcome =
  | 'sent'
  /** the order is not paid (yet), or its receipt was claimed before */
  | 'nothing'
  /** the member's account was deleted */
  | 'deleted'

async function memberOf(db: Db, orderId: number): Promise<MemberRow | undefined> {
  const [row] = rowsOf<MemberRow>(
    await db.execute(sql`select u.email, u.language, u.timezone, u.site_id, p.name
      from orders o
      join users u on u.id = o.member_id
      left join profiles p on p.user_id = u.id
      where o.id = ${orderId}::bigint and u.deleted_at is null`),
  )
  return row
}

/** Sets the order's receipt_mailed_at if no run did; answers the order then, else undefined. */
async function claim(db: Db, orderId: number): Promise<ClaimedRow | undefined> {
  const [row] = rowsOf<ClaimedRow>(
    await db.execute(sql`update orders set receipt_mailed_at = now()
      where id = ${orderId}::bigint and receipt_mailed_at is null and paid_at is not null
      returning member_id, public_id, product, credits, bonus_credits, months, currency,
        list_cents, amount_cents, vat_cents, vat_rate, country, discount_code, method,
        provider, paid_at, premium_until`),
  )
  return row
}

/** Mails the receipt of order `orderId` unless it was mailed (the job's work). */
export async function runReceipt(
  context: ReceiptContext,
  orderId: number,
): Promise<ReceiptOutcome> {
  const { db } = context
  const member = await memberOf(db, orderId)
  if (member === undefined) return 'deleted'
  const order = await claim(db, orderId)
  if (order === undefined) return 'nothing'
  // From here on a crash loses this receipt, never sends a second (see the top).
  const site = context.sites.byId(member.site_id) ?? context.sites.forHost('')
  const rendered = renderReceipt({
    locale: member.language,
    site: site.name,
    siteUrl: siteUrl(site, context.publicUrl).replace(/\/+$/, ''),
    name: member.name ?? '',
    timeZone: digestTimeZone(member.timezone),
    test: order.provider === 'test',
    order: {
      publicId: order.public_id,
      paidAt: new Date(order.paid_at),
      product: order.product,
      credits: order.credits,
      bonusCredits: order.bonus_credits,
      months: order.months,
      premiumUntil: order.premium_until === null ? null : new Date(order.premium_until),
      currency: order.currency,
      listCents: order.list_cents,
      amountCents: order.amount_cents,
      vatCents: order.vat_cents,
      vatRate: order.vat_rate,
      discountCode: order.discount_code,
      method: order.method,
      country: order.country,
    },
    company: site.company,
  })
  await context.mail.sendComposed({
    userId: Number(order.member_id),
    kind: 'receipt',
    to: member.email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    links: rendered.links,
    fromName: site.name,
  })
  return 'sent'
}

export function receiptHandler(context: ReceiptContext): JobHandler {
  return async (job) => {
    const { order } = payloadSchema.parse(job.payload)
    await runReceipt(context, order)
  }
}

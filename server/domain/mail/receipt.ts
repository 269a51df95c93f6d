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
import type { PaymentMethod, Product } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import type { ProviderName } from '../../db/schema'
import { orderMailJob } from './order-mail'
import { renderReceipt } from './receipt-render'

/** The order's columns the receipt shows, as the claim returns them. */
const claimedSchema = z.object({
  public_id: z.string(),
  product: column.text<Product['kind']>(),
  credits: column.number,
  bonus_credits: column.number,
  months: column.number,
  currency: column.text<Currency>(),
  list_cents: column.number,
  amount_cents: column.number,
  vat_cents: column.number,
  vat_rate: column.number,
  country: column.text<CountryCode>(),
  discount_code: z.string().nullable(),
  method: column.text<PaymentMethod>().nullable(),
  provider: column.text<ProviderName>(),
  paid_at: column.date,
  premium_until: column.date.nullable(),
})
type ClaimedRow = z.infer<typeof claimedSchema>

/** Sets the order's receipt_mailed_at if no run did; answers the order then, else undefined. */
async function claim(db: Db, orderId: number): Promise<ClaimedRow | undefined> {
  return queryRow(
    db,
    sql`update orders set receipt_mailed_at = now()
      where id = ${orderId}::bigint and receipt_mailed_at is null and paid_at is not null
      returning public_id, product, credits, bonus_credits, months, currency, list_cents,
        amount_cents, vat_cents, vat_rate, country, discount_code, method, provider, paid_at,
        premium_until`,
    claimedSchema,
  )
}

const receiptJob = orderMailJob('receipt', claim, (addressee, order) =>
  renderReceipt({
    ...addressee,
    test: order.provider === 'test',
    order: {
      publicId: order.public_id,
      paidAt: order.paid_at,
      product: order.product,
      credits: order.credits,
      bonusCredits: order.bonus_credits,
      months: order.months,
      premiumUntil: order.premium_until,
      currency: order.currency,
      listCents: order.list_cents,
      amountCents: order.amount_cents,
      vatCents: order.vat_cents,
      vatRate: order.vat_rate,
      discountCode: order.discount_code,
      method: order.method,
      country: order.country,
    },
  }),
)

/** Mails the receipt of order `orderId` unless it was mailed (the job's work). */
export const runReceipt = receiptJob.run
export const receiptHandler = receiptJob.handler

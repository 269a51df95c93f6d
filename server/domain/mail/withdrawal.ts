// The acknowledgement of a withdrawal (CRD art. 11(3), and the withdrawal function's of
// Directive 2023/2673): the 'mail.withdrawal' job that withdrawOrder
// (domain/payments/withdrawal.ts) adds in the transaction that records the withdrawal, refund
// or not, with key order:<id> and payload { order: <orders.id> }. The job mails the member, in
// their language and time zone, from their site, what withdrawal-render.ts builds: that we
// received the withdrawal and when, the order it concerns, that Premium ended then and the
// refund.
//
// Exactly once per order, as the receipt (receipt.ts): orders.withdrawal_mailed_at is claimed
// (set where still null) before the mail is sent, so a job run again finds it claimed and sends
// nothing. A crash between the claim and handing the mail to the mail service loses the mail
// rather than risking a second; the order page (/transactions/{id}) shows the withdrawal in
// any case. Nothing is mailed when the member's account was deleted (nor claimed).
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Currency } from '../../../src/contract/common'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import type { ProviderName } from '../../db/schema'
import { orderMailJob } from './order-mail'
import { renderWithdrawal } from './withdrawal-render'

/** The order's columns the acknowledgement shows, as the claim returns them. */
const claimedSchema = z.object({
  public_id: z.string(),
  months: column.number,
  currency: column.text<Currency>(),
  amount_cents: column.number,
  provider: column.text<ProviderName>(),
  paid_at: column.date,
  withdrawn_at: column.date,
  withdrawal_refund_cents: column.number,
})
type ClaimedRow = z.infer<typeof claimedSchema>

/** Sets the order's withdrawal_mailed_at if no run did; answers the order then. */
async function claim(db: Db, orderId: number): Promise<ClaimedRow | undefined> {
  return queryRow(
    db,
    sql`update orders set withdrawal_mailed_at = now()
      where id = ${orderId}::bigint and withdrawal_mailed_at is null
        and withdrawn_at is not null and withdrawal_refund_cents is not null
        and paid_at is not null
      returning public_id, months, currency, amount_cents, provider, paid_at, withdrawn_at,
        withdrawal_refund_cents`,
    claimedSchema,
  )
}

const withdrawalJob = orderMailJob('withdrawal', claim, (addressee, order) =>
  renderWithdrawal({
    ...addressee,
    test: order.provider === 'test',
    order: {
      publicId: order.public_id,
      paidAt: order.paid_at,
      months: order.months,
      currency: order.currency,
      amountCents: order.amount_cents,
      withdrawnAt: order.withdrawn_at,
      refundCents: order.withdrawal_refund_cents,
    },
  }),
)

/** Mails the acknowledgement of order `orderId`'s withdrawal unless it was mailed. */
export const runWithdrawalMail = withdrawalJob.run
export const withdrawalMailHandler = withdrawalJob.handler

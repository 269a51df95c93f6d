// The built-in test checkout (issue 12): the embedded default's payment provider, for trying
// Klik without a Mollie account. Like Mollie's test mode, a payment waits on a checkout page
// (/test-checkout/{id}, marked "test mode" on every screen) where one chooses paid, failed,
// canceled, expired or leaves it open; the choice is posted to the same webhook a real provider
// calls. No money moves. The server refuses it when NODE_ENV=production (plugins/payments.ts).
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { testPayments } from '../../db/schema'
import { UnknownPaymentError, type PaymentProvider, type ProviderPayment } from './payment-provider'

type TestPaymentRow = typeof testPayments.$inferSelect

/** An open test payment expires after this long, as most of Mollie's methods do. */
export const TEST_PAYMENT_EXPIRY_MS = 15 * 60_000
export type TestPaymentStatus = TestPaymentRow['status']

function toPayment(row: TestPaymentRow, checkoutBase: string): ProviderPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    refundedCents: row.refundedCents,
    chargedBackCents: row.chargedBackCents,
    method: row.method,
    checkoutUrl: row.status === 'open' ? `${checkoutBase}/test-checkout/${row.id}` : null,
  }
}

export function testProvider(db: Db): PaymentProvider & {
  /** The checkout page's choice: the payment's new status (only while it is open). */
  settle(
    id: string,
    status: TestPaymentStatus,
    method?: ProviderPayment['method'],
  ): Promise<TestPaymentRow>
  row(id: string): Promise<TestPaymentRow>
  /** A bank taking money back, for trying chargebacks (tests, the operator's tools). */
  chargeBack(id: string): Promise<void>
} {
  const row = async (id: string): Promise<TestPaymentRow> => {
    const [found] = await db.select().from(testPayments).where(eq(testPayments.id, id))
    if (found === undefined) throw new UnknownPaymentError(id)
    if (
      found.status !== 'open' ||
      found.createdAt.getTime() > Date.now() - TEST_PAYMENT_EXPIRY_MS
    ) {
      return found
    }
    // A payment left open too long expires, as at Mollie (an abandoned checkout page).
    const [expired] = await db
      .update(testPayments)
      .set({ status: 'expired' })
      .where(sql`${testPayments.id} = ${id} AND ${testPayments.status} = 'open'`)
      .returning()
    return expired ?? row(id)
  }
  const base = (row: TestPaymentRow) => new URL(row.redirectUrl).origin
  return {
    name: 'test',
    testMode: true,
    async createPayment(input) {
      // Idempotent as Mollie is with an idempotency key: the order's payment, if it has one
      // (concurrent retries of one order meet at the unique order id).
      await db
        .insert(testPayments)
        .values({
          id: `tst_${randomBytes(12).toString('base64url')}`,
          orderId: input.orderId,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          method: input.method,
          status: 'open',
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
        })
        .onConflictDoNothing({ target: testPayments.orderId })
      const [created] = await db
        .select()
        .from(testPayments)
        .where(eq(testPayments.orderId, input.orderId))
      if (created === undefined) throw new Error('no test payment row')
      return toPayment(created, base(created))
    },
    async getPayment(id) {
      const found = await row(id)
      return toPayment(found, base(found))
    },
    async refund(id, amountCents) {
      const found = await row(id)
      const left = found.amountCents - found.refundedCents
      const amount = amountCents ?? left
      if (found.status !== 'paid' || amount <= 0 || amount > left) {
        throw new RangeError(`cannot refund ${amount} of ${id} (${found.status}, ${left} left)`)
      }
      await db
        .update(testPayments)
        .set({ refundedCents: sql`${testPayments.refundedCents} + ${amount}` })
        .where(eq(testPayments.id, id))
    },
    async settle(id, status, method) {
      const [updated] = await db
        .update(testPayments)
        .set({ status, ...(method === undefined || method === null ? {} : { method }) })
        .where(sql`${testPayments.id} = ${id} AND ${testPayments.status} = 'open'`)
        .returning()
      return updated ?? row(id)
    },
    row,
    async chargeBack(id) {
      await db
        .update(testPayments)
        .set({ chargedBackCents: testPayments.amountCents })
        .where(sql`${testPayments.id} = ${id} AND ${testPayments.status} = 'paid'`)
    },
  }
}

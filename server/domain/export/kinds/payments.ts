// The data export's `orders`, `credits` (balance and ledger) and `discount_codes`, and the
// withdrawal waivers that `consents` lists. An order is named by its public id everywhere.
import { creditLedger, memberDiscounts, orders } from '../../../db/schema'
import { iso, ownRows, type Reader } from './shared'

type OrderRow = typeof orders.$inferSelect

/** An order as data.json writes it. */
function orderData(row: OrderRow) {
  return {
    id: row.publicId,
    site: row.siteId,
    product: row.product,
    product_id: row.productId,
    credits: row.credits,
    bonus_credits: row.bonusCredits,
    months: row.months,
    currency: row.currency,
    list_cents: row.listCents,
    amount_cents: row.amountCents,
    vat_cents: row.vatCents,
    vat_rate_basis_points: row.vatRate,
    country: row.country,
    discount_code: row.discountCode,
    method: row.method,
    provider: row.provider,
    status: row.status,
    refunded_cents: row.refundedCents,
    charged_back_cents: row.chargedBackCents,
    waived_withdrawal_at: iso(row.waivedWithdrawalAt),
    created_at: iso(row.createdAt),
    paid_at: iso(row.paidAt),
    premium_from: iso(row.premiumFrom),
    premium_until: iso(row.premiumUntil),
    withdrawn_at: iso(row.withdrawnAt),
    withdrawal_refund_cents: row.withdrawalRefundCents,
  }
}

/** data.json's `orders`, `credits` and `discount_codes`, and the withdrawal waivers. */
export async function gatherPayments(tx: Reader, userId: number) {
  const orderRows = await ownRows(tx, orders, orders.memberId, userId, orders.createdAt)
  const publicIds = new Map(orderRows.map((row) => [row.id, row.publicId]))
  const publicIdOf = (orderId: number | null) =>
    orderId === null ? null : (publicIds.get(orderId) ?? null)
  const ledger = await ownRows(tx, creditLedger, creditLedger.memberId, userId, creditLedger.id)
  const discounts = await ownRows(
    tx,
    memberDiscounts,
    memberDiscounts.memberId,
    userId,
    memberDiscounts.id,
  )
  return {
    orders: orderRows.map(orderData),
    credits: {
      balance: ledger.reduce((sum, row) => sum + row.delta, 0),
      ledger: ledger.map((row) => ({
        delta: row.delta,
        reason: row.reason,
        message: row.messageId,
        order: publicIdOf(row.orderId),
        at: iso(row.createdAt),
      })),
    },
    discountCodes: discounts.map((row) => ({
      code: row.code,
      source: row.source,
      kind: row.kind,
      value: row.value,
      applies_to: row.appliesTo,
      expires_at: iso(row.expiresAt),
      claimed_at: iso(row.createdAt),
      used_for_order: publicIdOf(row.usedOrderId),
    })),
    withdrawalWaivers: orderRows.map((row) => ({
      order: row.publicId,
      at: iso(row.waivedWithdrawalAt),
    })),
  }
}

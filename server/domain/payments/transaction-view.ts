// An order as the API shows it (src/contract/shop.ts Transaction): what the checkout answers,
// the member's list of orders, the return page and a withdrawal show. Only the member who made
// an order sees their figures with it (balance, premium, until when they may withdraw).
import { eq } from 'drizzle-orm'
import type { Transaction } from '../../../src/contract/shop'
import type { Db } from '../../db/database'
import { users, type OrderRow } from '../../db/schema'
import { creditBalance } from '../credits/credit-balance'
import type { PaymentProvider } from './payment-provider'
import { withdrawableUntil } from './withdrawal'

export interface OwnerFigures {
  balance: number
  premiumUntil: Date | null
}

/** The member's figures shown with their own transaction: balance and premium. */
export async function ownerFigures(db: Db, memberId: number): Promise<OwnerFigures> {
  const [row] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, memberId))
  return { balance: await creditBalance(db, memberId), premiumUntil: row?.premiumUntil ?? null }
}

/** No real money: the order went to the test checkout, or the provider is in its test mode. */
export function inTestMode(order: OrderRow, provider: PaymentProvider | null): boolean {
  return order.provider === 'test' || (provider?.testMode ?? false)
}

export function transactionView(
  order: OrderRow,
  options: { testMode: boolean; owner: OwnerFigures | null },
): Transaction {
  const money = (cents: number) => ({ cents, currency: order.currency })
  return {
    id: order.publicId,
    status: order.status,
    product:
      order.product === 'credits'
        ? { kind: 'credits', package: order.productId }
        : { kind: 'premium', plan: order.productId },
    credits: order.credits,
    bonus_credits: order.bonusCredits,
    months: order.months,
    price: money(order.amountCents),
    list_price: money(order.listCents),
    vat: money(order.vatCents),
    vat_rate: order.vatRate,
    country: order.country,
    method: order.method,
    code: order.discountCode,
    created: order.createdAt.toISOString(),
    paid: order.paidAt?.toISOString() ?? null,
    return_to: order.returnTo,
    checkout_url: order.status === 'open' ? order.checkoutUrl : null,
    test_mode: options.testMode,
    mine: options.owner !== null,
    balance: options.owner?.balance ?? null,
    premium_until: options.owner?.premiumUntil?.toISOString() ?? null,
    withdrawable_until:
      options.owner === null ? null : (withdrawableUntil(order)?.toISOString() ?? null),
    withdrawn: order.withdrawnAt?.toISOString() ?? null,
    refund: order.withdrawalRefundCents === null ? null : money(order.withdrawalRefundCents),
  }
}

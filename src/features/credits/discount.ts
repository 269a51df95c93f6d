// Which discount a member has and what it does to a product (spec §3: "The active code is the
// time bonus if present, else the welcome code"; the server's rules in
// server/domain/payments/discounts.ts applyDiscount, which this mirrors for the estimate).
import type { DiscountCode, Money, Product } from '../../contract/shop'
import { bonusCredits, percentOff } from '../../contract/prices'

/** Still running at `now` (a code without an end runs until it is used). */
export function isRunning(code: DiscountCode, now: number): boolean {
  return code.expires === null || Date.parse(code.expires) > now
}

/** The time bonus if there is one still running, else the welcome code if still running. */
export function activeDiscount(
  timeBonus: DiscountCode | null,
  welcome: DiscountCode | null,
  now: number,
): DiscountCode | null {
  if (timeBonus !== null && isRunning(timeBonus, now)) return timeBonus
  if (welcome !== null && isRunning(welcome, now)) return welcome
  return null
}

/** The discount if it applies to this kind of product (a bonus gives credits only). */
export function discountFor(
  discount: DiscountCode | null,
  kind: Product['kind'],
): DiscountCode | null {
  if (discount === null) return null
  if (discount.applies_to !== 'all' && discount.applies_to !== kind) return null
  if (discount.kind === 'bonus' && kind !== 'credits') return null
  return discount
}

export interface Priced {
  price: Money
  /** Before the discount; equal to price when none applies. */
  listPrice: Money
  bonusCredits: number
}

/** What a product costs and gives with the discount (null: none, or not for this product). */
export function applyDiscount(
  discount: DiscountCode | null,
  kind: Product['kind'],
  listPrice: Money,
  credits: number,
): Priced {
  const applied = discountFor(discount, kind)
  if (applied === null) return { price: listPrice, listPrice, bonusCredits: 0 }
  if (applied.kind === 'percent') {
    return {
      price: { ...listPrice, cents: percentOff(listPrice.cents, applied.value) },
      listPrice,
      bonusCredits: 0,
    }
  }
  return { price: listPrice, listPrice, bonusCredits: bonusCredits(credits, applied.value) }
}

// The shop's calls (src/contract/shop.ts): prices, discount codes, orders, an order's status,
// the built-in test checkout and the spending limit (src/contract/spending.ts).
import { call } from '../../api/call'
import type { KeyedCall } from '../../api/first-answers'
import * as routes from '../../contract/routes'
import type {
  CreateOrderBody,
  DiscountCode,
  Money,
  PaymentMethod,
  ShopResponse,
  TestCheckoutOutcome,
  Transaction,
} from '../../contract/shop'
import type { SpendingResponse } from '../../contract/spending'

export function fetchShop(country: string | null, signal?: AbortSignal): Promise<ShopResponse> {
  return call(routes.shop, { query: country === null ? {} : { country } }, { signal })
}

/** The shop of `country` (null: the server's default), as useShop and a server loader key it. */
export const shopCall = (country: string | null): KeyedCall<ShopResponse> => ({
  key: `shop:${country ?? '*'}`,
  fetch: (signal) => fetchShop(country, signal),
})

/** A code from a link (?code=), or the member's welcome discount. */
export function fetchDiscount(
  query: { code: string } | { welcome: 'true' },
  signal?: AbortSignal,
): Promise<DiscountCode> {
  return call(routes.discountCode, { query }, { signal })
}

export function createOrder(body: CreateOrderBody): Promise<Transaction> {
  return call(routes.createOrder, { body })
}

export async function fetchOrders(signal?: AbortSignal): Promise<Transaction[]> {
  return (await call(routes.orders, {}, { signal })).orders
}

export function fetchTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return call(routes.transaction, { query: { id } }, { signal, cache: 'no-store' })
}

export function fetchTestPayment(id: string, signal?: AbortSignal) {
  return call(routes.testCheckout, { query: { id } }, { signal })
}

export function settleTestPayment(
  id: string,
  outcome: TestCheckoutOutcome,
  method?: PaymentMethod,
): Promise<{ redirect_url: string }> {
  return call(routes.testCheckoutSettle, {
    body: method === undefined ? { id, outcome } : { id, outcome, method },
  })
}

/** Withdraws from a premium purchase (the EU withdrawal function): premium ends now. */
export function withdrawOrder(order: string): Promise<Transaction> {
  return call(routes.withdraw, { body: { order } })
}

/** The monthly spending limit, this month's spending and the summary per month. */
export function fetchSpending(signal?: AbortSignal): Promise<SpendingResponse> {
  return call(routes.spending, {}, { signal, cache: 'no-store' })
}

/** A lower limit applies at once; a higher one, or none (null), after 72 hours. */
export function saveSpendingLimit(limit: Money | null): Promise<SpendingResponse> {
  return call(routes.setSpendingLimit, { body: { limit } })
}

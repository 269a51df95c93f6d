// The member's orders (GET /api/orders.php, newest first) and the last one they paid for.
import { useSync } from '../../api/use-sync'
import type { Transaction } from '../../contract/shop'
import { fetchOrders } from './api'

/** The newest order that was paid (and stays paid): what "repeat order" buys again. */
export function lastPaidOrder(orders: readonly Transaction[]): Transaction | null {
  return orders.find((order) => order.status === 'paid') ?? null
}

export function useLastPaidOrder(enabled: boolean) {
  const { data, loading, failure } = useSync(enabled ? 'orders' : null, {
    name: 'orders',
    fetch: (signal) => fetchOrders(signal),
  })
  return { order: data ? lastPaidOrder(data) : null, loaded: data !== undefined, loading, failure }
}

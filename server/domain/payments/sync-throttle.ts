// How often an open order's page may make this process ask the provider about its payment.
// The return page (GET /api/transaction.php) polls every few seconds until the order settles;
// the webhook is what settles it, so one look per interval is plenty. Per process and in
// memory: a second process may look once more, which costs a provider call and nothing else.
// The map is bounded: past `maxOrders` orders it is forgotten at once (the next look is early).

export interface SyncThrottle {
  /** True, and remembered as now, when `orderId` was not looked at within the interval. */
  claim(orderId: number, now?: number): boolean
}

/** An open order is asked about at most this often when its page polls. */
export const SYNC_INTERVAL_MS = 3_000

export function syncThrottle(intervalMs = SYNC_INTERVAL_MS, maxOrders = 10_000): SyncThrottle {
  const lastLook = new Map<number, number>()
  return {
    claim(orderId, now = Date.now()) {
      if (now - (lastLook.get(orderId) ?? 0) < intervalMs) return false
      lastLook.set(orderId, now)
      if (lastLook.size > maxOrders) lastLook.clear()
      return true
    },
  }
}

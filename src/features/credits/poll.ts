// How often the transaction page asks about an open payment: every 2 s for the first 30 s
// (most payments settle while the member returns), then every 5 s, and not after 10 minutes
// (a payment still open by then waits for the member to reload).

export const POLL_FAST_MS = 2_000
export const POLL_SLOW_MS = 5_000
export const POLL_FAST_FOR_MS = 30_000
export const POLL_STOP_AFTER_MS = 10 * 60_000

/** The wait before the next ask, `elapsedMs` after the page started asking; null: stop. */
export function pollDelay(elapsedMs: number): number | null {
  if (elapsedMs >= POLL_STOP_AFTER_MS) return null
  return elapsedMs < POLL_FAST_FOR_MS ? POLL_FAST_MS : POLL_SLOW_MS
}

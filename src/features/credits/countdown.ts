// A time bonus's countdown (spec §3 "time bonus"): hh:mm:ss while it has less than 72 hours
// to run, else the date it ends.

/** Within this, the banner counts down; further away it shows the date. */
export const COUNTDOWN_WINDOW_MS = 72 * 3_600_000

const two = (value: number) => String(value).padStart(2, '0')

/** "05:07:09", "71:59:59"; "00:00:00" once it is over. Whole seconds, rounded down. */
export function formatCountdown(leftMs: number): string {
  const seconds = Math.max(0, Math.floor(leftMs / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  return `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`
}

/** Counts down (true) or shows the end date (false). */
export function countsDown(leftMs: number): boolean {
  return leftMs <= COUNTDOWN_WINDOW_MS
}

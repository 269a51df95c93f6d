// The benches' arithmetic of time: a percentile of sorted samples, a duration as the tables
// show it, a pause, and the latency columns every table starts with. One copy, so every
// bench's p99 means the same.

/** The `p`th percentile of `sorted` (ascending): the sample at that rank, NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`

export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

/** The columns every bench's table of phases starts with. */
export interface LatencyRow {
  phase: string
  requests: number
  'req/s': number
  p50: string
  p95: string
  p99: string
}

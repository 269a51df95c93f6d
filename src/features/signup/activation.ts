// Step 6, the activation-mail progress (spec §4, §9): a counter ticks every 900 ms; the
// message changes below 4, below 7, below 10 and after; it completes when the server says
// the mail was delivered or after 20 ticks.
export const ACTIVATION_TICK_MS = 900
export const ACTIVATION_TIMEOUT_TICKS = 20

export type ActivationStage = 'sending' | 'on_its_way' | 'slow' | 'late'

export function activationStage(count: number): ActivationStage {
  if (count < 4) return 'sending'
  if (count < 7) return 'on_its_way'
  if (count < 10) return 'slow'
  return 'late'
}

export function activationComplete(
  count: number,
  delivered: boolean,
  timeout = ACTIVATION_TIMEOUT_TICKS,
): boolean {
  return delivered || count >= timeout
}

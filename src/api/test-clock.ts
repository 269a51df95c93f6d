// The clock of the use-sync tests (use-sync.test.tsx, use-polled-sync.test.tsx): fake timers
// in every test, so a delay, a round or a backoff passes only when the test moves it on; the
// spies a test made (visibility, Math.random) are restored after it.
import { afterEach, beforeEach, vi } from 'vitest'

/** Registers fake timers for each test of the file that calls it. */
export function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}

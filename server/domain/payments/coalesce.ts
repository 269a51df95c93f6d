// Runs of one key that are asked for together share work, without losing a request: while a
// run is going, every later request waits for one more run that starts after it ends. So each
// request is answered by a run that began after it arrived — a refund's webhook that comes
// during the sync of a paid one is not swallowed — and ten requests at once cost two runs.
export function coalescing(): (key: string, run: () => Promise<void>) => Promise<void> {
  const states = new Map<string, { running: Promise<void> | null; queued: Promise<void> | null }>()

  function start(key: string, run: () => Promise<void>): Promise<void> {
    const state = states.get(key) ?? { running: null, queued: null }
    states.set(key, state)
    const running = run().finally(() => {
      state.running = null
      if (state.queued === null) states.delete(key)
    })
    state.running = running
    return running
  }

  return (key, run) => {
    const state = states.get(key)
    if (state?.running == null) return start(key, run)
    state.queued ??= state.running
      .catch(() => undefined)
      .then(() => {
        state.queued = null
        return start(key, run)
      })
    return state.queued
  }
}

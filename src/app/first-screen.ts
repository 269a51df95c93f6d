// The moment the app has drawn its first screen (hydrated the server's page, or rendered the
// shell's), and the browser's first idle moment after it: what paints nothing — the poller and
// the live channel, the PWA's ports and the worker — waits for it, so that
// loading and running their chunks (the live channel's schemas: zod) never competes with the
// hydration for a phone's main thread.

let committed: () => void = () => undefined
const firstScreen = new Promise<void>((resolve) => {
  committed = resolve
})

/** The app's first commit (App's first effect) calls this; later calls do nothing. */
export function firstScreenCommitted(): void {
  committed()
}

/** Resolves at the browser's first idle moment, or after `timeoutMs` at the latest. */
function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: the next task after a short wait stands in for it.
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    } else {
      setTimeout(resolve, Math.min(timeoutMs, 200))
    }
  })
}

/**
 * After the first screen, at the first idle moment (at most a second later on a busy phone:
 * a member's live channel should not wait longer).
 */
export function afterFirstScreen(): Promise<void> {
  return firstScreen.then(() => idle(1000))
}

/**
 * After the browser has painted what is on the page now (the next frame, then the task after
 * it), or `timeoutMs` at the latest (a tab in the background draws no frames). The page the
 * server rendered is on screen before the app hydrates it: a fast machine had every script by
 * the time the HTML was parsed, and ran them all (a long task) before the first paint.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, timeoutMs)
  })
}

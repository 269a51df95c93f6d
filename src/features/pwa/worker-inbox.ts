// The worker's messages that come while the PWA chunk loads, kept tiny because it is in the
// start-up bundle: boot listens first thing, since a page the worker already controls hears
// from it from its start (a tap on a notification while Klik opens is a NEW_PUSH_CLICK), and
// a message nobody listens for is gone. onWorkerMessage (worker-client.ts) takes what came.

let early: unknown[] = []
let stopEarly: (() => void) | null = null

export function captureWorkerMessages(): void {
  if (!('serviceWorker' in navigator) || stopEarly !== null) return
  const kept: unknown[] = []
  const listener = (event: MessageEvent) => kept.push(event.data)
  navigator.serviceWorker.addEventListener('message', listener)
  early = kept
  stopEarly = () => navigator.serviceWorker.removeEventListener('message', listener)
}

/** What came before anyone listened, once; listening from now on is the caller's. */
export function takeEarlyWorkerMessages(): unknown[] {
  stopEarly?.()
  stopEarly = null
  const taken = early
  early = []
  return taken
}

// Service-worker registration and build freshness (spec §4): the app checks for a newer
// build hourly while shown and when it comes back to the foreground; a new worker waits until the
// member agrees to reload (update-prompt.ts; skipWaiting only on their click). Resources
// loaded before the worker took control are handed to it so the next start works offline,
// with every route chunk and this language's catalog (warm-cache.ts).
import { sendToWorker } from '../../../sw/protocol'
import { offerUpdate } from './update-prompt'
import { fetchWarmUrls } from './warm-cache'

export const UPDATE_CHECK_MS = 60 * 60 * 1000

function shellChunkResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/chunks/`))
}

export async function registerServiceWorker(
  onUpdateWaiting: (reload: () => void) => void = offerUpdate,
): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  // Loaded after the first render: nothing here is needed to paint the page.
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })

  wb.addEventListener('waiting', (event) => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => location.reload())
      // workbox-window sends the same SKIP_WAITING when the event names no worker.
      if (event.sw) sendToWorker(event.sw, { type: 'SKIP_WAITING' })
      else wb.messageSkipWaiting()
    })
  })

  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await wb.register()
  } catch (error) {
    // A browser that refuses workers (a private window, a locked-down profile): the app runs
    // on without offline start or push.
    console.warn('No service worker in this browser', error)
    return
  }
  void navigator.serviceWorker.ready.then(async (ready) => {
    if (!ready.active) return
    const warm = await fetchWarmUrls(document.documentElement.lang)
    sendToWorker(ready.active, {
      type: 'CACHE_URLS',
      payload: { urlsToCache: [...shellChunkResources(), ...warm] },
    })
  })
  const check = () => void registration?.update().catch(() => undefined)
  // A hidden tab asks nothing: it checks when it is shown again.
  setInterval(() => {
    if (document.visibilityState === 'visible') check()
  }, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

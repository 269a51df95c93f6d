// Service-worker registration and build freshness (spec §4): the app checks for a newer
// build hourly and when it comes back to the foreground; a new worker waits until the
// member agrees to reload (skipWaiting only on their click). Resources loaded before
// the worker took control are handed to it so the next start works offline.

export const UPDATE_CHECK_MS = 60 * 60 * 1000

function shellChunkResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/chunks/`))
}

export async function registerServiceWorker(
  onUpdateWaiting: (reload: () => void) => void,
): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  // Loaded after the first render: nothing here is needed to paint the page.
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })

  wb.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => location.reload())
      wb.messageSkipWaiting()
    })
  })

  const registration = await wb.register()
  void navigator.serviceWorker.ready.then((ready) =>
    ready.active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: shellChunkResources() },
    }),
  )
  const check = () => void registration?.update().catch(() => undefined)
  setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

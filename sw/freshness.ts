// Build freshness: a new worker waits until the page says the member agreed to reload
// (SKIP_WAITING), then takes control of every open tab.
import { cacheLazyUrls } from './runtime'
import { sw } from './scope'

sw.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; payload?: { urlsToCache?: unknown } } | null
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting()
  if (data?.type === 'CACHE_URLS') event.waitUntil(cacheLazyUrls(data.payload?.urlsToCache))
})

sw.addEventListener('activate', (event) => {
  event.waitUntil(sw.clients.claim())
})

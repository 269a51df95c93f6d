// Run-time caches. Route chunks and locale catalogs (assets/chunks/, hashed, never
// changing) are cached on first use rather than precached, so a member downloads only
// the parts and the language they use. Media files are cached with a size limit.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { sw } from './scope'

export const LAZY_CACHE = 'klik-chunks'
export const MEDIA_CACHE = 'klik-media'
const MONTH = 30 * 24 * 3600

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/chunks/'),
  new CacheFirst({
    cacheName: LAZY_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: MONTH })],
  }),
)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: MONTH })],
  }),
)

/** Chunks the page loaded before this worker controlled it (see src/features/pwa). */
export async function cacheLazyUrls(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return
  const cache = await caches.open(LAZY_CACHE)
  const wanted = urls.filter(
    (url): url is string =>
      typeof url === 'string' &&
      new URL(url, sw.location.origin).pathname.startsWith('/assets/chunks/'),
  )
  await Promise.all(
    wanted.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url))),
  )
}

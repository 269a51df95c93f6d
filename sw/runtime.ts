// Run-time caches. Route chunks and locale catalogs (assets/chunks/, hashed, never
// changing) are cached on first use rather than precached, so a member downloads only
// the parts and the language they use. Media files are cached with a size limit.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

export const LAZY_CACHE = 'klik-chunks'
export const MEDIA_CACHE = 'klik-media'
/**
 * What a session end removes: the photos of the members this member saw. The chunks stay:
 * they are the app's own code, the same for everyone, and the login page needs them offline.
 */
export const MEMBER_CACHES = [MEDIA_CACHE] as const
const MONTH = 30 * 24 * 3600

export function registerRuntimeCaches(): void {
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
}

/**
 * Chunks the page loaded before this worker controlled it, and the route chunks and catalog
 * it warms after the first load (CACHE_URLS, src/features/pwa). One at a time, so the page's
 * own requests keep the bandwidth; a file that fails (offline) is tried on the next start.
 */
export async function cacheLazyUrls(
  caches: Pick<CacheStorage, 'open'>,
  origin: string,
  urls: readonly string[],
): Promise<void> {
  const wanted = urls.filter((url) => {
    const parsed = new URL(url, origin)
    return parsed.origin === origin && parsed.pathname.startsWith('/assets/chunks/')
  })
  if (wanted.length === 0) return
  const cache = await caches.open(LAZY_CACHE)
  for (const url of new Set(wanted)) {
    if (await cache.match(url)) continue
    await cache.add(url).catch(() => undefined)
  }
}

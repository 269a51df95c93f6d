// Run-time caches. Route chunks and locale catalogs (assets/chunks/, hashed, never
// changing) are cached on first use rather than precached, so a member downloads only
// the parts and the language they use. Media files (photos never change under one name) are
// served cache first with a size limit, so a photo seen once shows offline; the thumbnails
// of cards the page stores are warmed ahead of being seen (CACHE_URLS, cacheMediaUrls). The
// site's pages (GET /api/page.php: terms, privacy, FAQ, …) are the network's when it answers
// within 3 s, else the copy kept from the last visit: the terms open on a train too.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { LAZY_CACHE, MEDIA_CACHE, PAGES_CACHE } from './runtime-names'
import * as routes from '../src/contract/routes'

export { LAZY_CACHE, MEDIA_CACHE, PAGES_CACHE }

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
    mediaStrategy(),
  )
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === routes.page.path,
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 3,
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: MONTH })],
    }),
  )
}

let media: CacheFirst | null = null

/** One strategy object for the route and the warming, so both honour the expiration. */
function mediaStrategy(): CacheFirst {
  media ??= new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: MONTH })],
  })
  return media
}

const isMedia = (origin: string) => (url: string) => {
  const parsed = new URL(url, origin)
  return parsed.origin === origin && parsed.pathname.startsWith('/media/')
}

/**
 * Thumbnails of the cards the page stored (CACHE_URLS): fetched through the media route's
 * strategy (cache first, so one already kept costs nothing), one at a time; a failure
 * (offline) is left for the page to see or ask again.
 */
export async function cacheMediaUrls(
  fetchThrough: (url: string) => Promise<unknown>,
  origin: string,
  urls: readonly string[],
): Promise<void> {
  for (const url of new Set(urls.filter(isMedia(origin)))) {
    await fetchThrough(url).catch(() => undefined)
  }
}

/** The media route's strategy, handling `url` for the worker event that asked for it. */
export function mediaThrough(event: ExtendableEvent): (url: string) => Promise<unknown> {
  return (url) => mediaStrategy().handle({ request: new Request(url), event })
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

// The page's side of the media cache port (src/session/media-cache.ts): one CACHE_URLS
// message per saved batch of cards, with only the URLs not asked for before in this session,
// so paging through a search never sends a photo twice. A session end forgets them (the
// worker drops its media cache then too).
import type { MediaCachePort } from '../../session/media-cache'
import { postToWorker } from './worker-client'

export function createMediaWarmer(
  post: typeof postToWorker = postToWorker,
): MediaCachePort & { forget(): void } {
  const asked = new Set<string>()
  return {
    warm(urls) {
      const fresh = urls.filter((url) => !asked.has(url))
      if (fresh.length === 0) return
      for (const url of fresh) asked.add(url)
      void post({ type: 'CACHE_URLS', payload: { urlsToCache: fresh } }).then((delivered) => {
        // No worker yet (the first visit): ask again with the next batch.
        if (!delivered) for (const url of fresh) asked.delete(url)
      })
    },
    forget() {
      asked.clear()
    },
  }
}

export const mediaWarmer = createMediaWarmer()

// The media cache port (issue 9 §7): cards written to Dexie ask for their thumbnails to be
// kept by the service worker, so a cached search shows its photos offline. features/pwa owns
// the worker and registers the port at start; src/db and the features reach it here without
// importing features/pwa. Until a port is registered (tests, no worker) nothing is warmed.
import { mediaUrl } from '../contract/media-url'
import { store } from '../lib/store'
import { settingsAtom } from './state'

export interface MediaCachePort {
  /** Keeps these media URLs in the worker's media cache (fetching the ones it lacks). */
  warm(urls: string[]): void
}

let current: MediaCachePort | null = null

export function registerMediaCachePort(port: MediaCachePort | null): void {
  current = port
}

/** The thumbnails of `paths` (media paths as the contract gives them), warmed in one message. */
export function warmMedia(paths: readonly string[]): void {
  if (!current || paths.length === 0) return
  const prefix = store.get(settingsAtom)?.cdn_prefix ?? ''
  current.warm([...new Set(paths.map((path) => mediaUrl(prefix, path)))])
}

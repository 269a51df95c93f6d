// The app shell (index.html, entry chunks, styles, icons) is precached at install; caches
// of older builds are removed on activation.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'

// The build writes the shell's file list in place of `self.__WB_MANIFEST`.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

/** Registers the precache route; call it before any other route so the shell wins. */
export function startPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
}

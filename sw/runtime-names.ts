// The names of the worker's run-time caches (runtime.ts), apart from its code: the cookie
// page lists them (src/features/pages/storage-list.ts) without bundling Workbox.
export const LAZY_CACHE = 'klik-chunks'
export const MEDIA_CACHE = 'klik-media'
export const PAGES_CACHE = 'klik-pages'

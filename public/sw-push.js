// The old service worker's address (spec §7: /sw-push.js). Klik's worker is /sw.js now; a
// browser that still has the old one registered finds this script on its next update
// check: it takes over, unregisters itself and reloads the open tabs, which then register
// /sw.js. It caches nothing and answers no fetch.
self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))),
  )
})

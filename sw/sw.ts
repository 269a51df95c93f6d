// Klik's service worker. This file only wires events to handlers; each concern is its own
// module (STYLE.md, elk habit), and the page ⇄ worker messages are the union in protocol.ts.
import { createBadge } from './badge'
import { claimClients, takeOver } from './freshness'
import { registerNavigation } from './navigation'
import { onNotificationClick } from './notification-click'
import { OUTBOX_SYNC_TAG, syncOutbox } from './outbox'
import { startPrecache } from './precache'
import { isPageMessage } from './protocol'
import { onPush, readPushData } from './push'
import { onSubscriptionChange } from './subscription-change'
import { cacheLazyUrls, cacheMediaUrls, mediaThrough, registerRuntimeCaches } from './runtime'
import { sw } from './scope'
import { endSession } from './session'

// Route order matters: the precached shell first, then navigations, then run-time caches.
startPrecache()
registerNavigation()
registerRuntimeCaches()

const badge = createBadge(sw.navigator)

sw.addEventListener('message', (event) => {
  const message: unknown = event.data
  if (!isPageMessage(message)) return
  switch (message.type) {
    case 'SKIP_WAITING':
      event.waitUntil(takeOver(sw))
      break
    case 'CACHE_URLS':
      event.waitUntil(
        Promise.all([
          cacheLazyUrls(caches, sw.location.origin, message.payload.urlsToCache),
          cacheMediaUrls(mediaThrough(event), sw.location.origin, message.payload.urlsToCache),
        ]),
      )
      break
    case 'BADGE':
      badge.remember(message.count)
      break
    case 'SESSION_ENDED':
      event.waitUntil(endSession(caches, badge))
      break
  }
})

sw.addEventListener('activate', (event) => event.waitUntil(claimClients(sw.clients)))

sw.addEventListener('push', (event) =>
  event.waitUntil(
    onPush(readPushData(event.data), {
      origin: sw.location.origin,
      registration: sw.registration,
      clients: sw.clients,
      badge,
    }),
  ),
)

/** pushsubscriptionchange (not in TypeScript's lib yet). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null
  readonly newSubscription: PushSubscription | null
}

sw.addEventListener('pushsubscriptionchange' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const change = event as unknown as PushSubscriptionChangeEvent
  change.waitUntil(
    onSubscriptionChange(change, {
      pushManager: sw.registration.pushManager,
      fetch: (...args) => fetch(...args),
      host: sw.location.host,
    }),
  )
})

sw.addEventListener('notificationclick', (event) =>
  event.waitUntil(onNotificationClick(event.notification, sw.clients)),
)

/** Background Sync (not in TypeScript's lib yet): the browser says the network is back. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

sw.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  // A rejection makes the browser try the sync again later, with its own backoff.
  sync.waitUntil(
    syncOutbox({
      indexedDB: sw.indexedDB,
      fetch: (...args) => fetch(...args),
      host: sw.location.host,
    }),
  )
})

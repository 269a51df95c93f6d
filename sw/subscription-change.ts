// The browser replaced this device's push subscription (its push service rotated it, or it
// expired): `pushsubscriptionchange`. The worker subscribes again when the browser did not
// (Chrome gives no new subscription), with the same VAPID key, tells the server the new one
// (POST /api/user.php?push=1, the member's cookie goes along) and asks it to forget the old
// one. Without a page open nobody else would, and the member's pushes would stop for good.

import { routeUrl } from '../src/contract/route-url'
import * as routes from '../src/contract/routes'

export interface SubscriptionLike {
  readonly endpoint: string
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null }
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> }
}

export interface SubscriptionChange {
  readonly oldSubscription: SubscriptionLike | null
  readonly newSubscription: SubscriptionLike | null
}

export interface SubscriptionChangeDeps {
  pushManager: {
    subscribe(options: {
      userVisibleOnly: boolean
      applicationServerKey: ArrayBuffer
    }): Promise<SubscriptionLike>
  }
  fetch: (input: string, init: RequestInit) => Promise<Response>
  /** The site's host, sent as X-Original-Host like every call of the app. */
  host: string
}

export async function onSubscriptionChange(
  { oldSubscription, newSubscription }: SubscriptionChange,
  deps: SubscriptionChangeDeps,
): Promise<void> {
  let subscription = newSubscription
  if (subscription === null) {
    const key = oldSubscription?.options?.applicationServerKey ?? null
    // Never subscribed through us, or the browser forgot the key: the next page start offers
    // push again.
    if (key === null) return
    subscription = await deps.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    })
  }
  const json = subscription.toJSON()
  const headers = { 'Content-Type': 'application/json', 'X-Original-Host': deps.host }
  const registered = await deps.fetch(routeUrl(routes.pushSubscription), {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({
      subscription: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    }),
  })
  // 403: nobody is logged in on this browser any more; the subscription stays unknown.
  if (!registered.ok) return
  if (oldSubscription !== null && oldSubscription.endpoint !== subscription.endpoint) {
    await deps.fetch(routeUrl(routes.pushUnsubscribe), {
      method: 'DELETE',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ endpoint: oldSubscription.endpoint }),
    })
  }
}

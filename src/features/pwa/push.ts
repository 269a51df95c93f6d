// This browser's push subscription: can it subscribe, is it subscribed, subscribing
// (Notification permission, the service worker's PushManager with the site's VAPID key,
// then POST /api/user.php?push=1) and unsubscribing. Failures are logged only (spec §8).
// The outcome is also the shared push state (pushSubscribedAtom in src/session/push.ts).
import { store } from '../../lib/store'
import { pushCapableAtom, pushSubscribedAtom, type PushResult } from '../../session/push'
import { forgetPushSubscription, registerPushSubscription } from './api'
import type { PushSubscriptionBody } from '../../contract/user'
import { runsInstalled } from './install-prompt'
import { isAppleTouchBrowser } from './install-rules'
import { NO_PUSH, type PushSupport } from './push-offer'

const WORKER_WAIT_MS = 3000

async function workerRegistration(waitMs: number): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration()
  if (existing) return existing
  // The app registers its worker after the first load; give it a moment.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ])
}

/** A subscription as POST /api/user.php?push=1 takes it. */
function subscriptionBody(
  subscription: Pick<PushSubscription, 'endpoint' | 'toJSON'>,
): PushSubscriptionBody['subscription'] {
  const json = subscription.toJSON()
  const keys = json.keys ?? {}
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
  }
}

function pushCapable(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function pushSupport(waitMs: number): Promise<PushSupport> {
  if (!pushCapable()) {
    const apple = isAppleTouchBrowser(navigator.userAgent, navigator.maxTouchPoints)
    return apple && !runsInstalled() ? { ...NO_PUSH, needsHomeScreen: true } : NO_PUSH
  }
  try {
    const registration = await workerRegistration(waitMs)
    if (!registration) return NO_PUSH
    const subscription = await registration.pushManager.getSubscription()
    return { capable: true, permission: Notification.permission, subscribed: subscription !== null }
  } catch (error) {
    console.error('Push support check failed', error)
    return NO_PUSH
  }
}

/** What this browser can do about push and holds now; keeps isCapable (spec §3) up to date. */
export async function readPushSupport(waitMs = WORKER_WAIT_MS): Promise<PushSupport> {
  const support = await pushSupport(waitMs)
  store.set(pushCapableAtom, support.capable)
  return support
}

/** A VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function vapidKeyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=')
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

async function subscribe(pushPub: string): Promise<PushResult> {
  try {
    const permission = await Notification.requestPermission()
    if (permission === 'denied') return 'denied'
    if (permission !== 'granted') return false
    const registration = await navigator.serviceWorker.ready
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(pushPub),
    })
    await registerPushSubscription(subscriptionBody(subscription))
    return subscription.toJSON()
  } catch (error) {
    console.error('Push subscription failed', error)
    if ('Notification' in window && Notification.permission === 'denied') return 'denied'
    return null
  }
}

export async function subscribeToPush(pushPub: string): Promise<PushResult> {
  const result = await subscribe(pushPub)
  store.set(pushSubscribedAtom, result)
  return result
}

/**
 * Ends this browser's subscription, so the next member on this device gets no pushes meant
 * for the last one. The server is asked to forget it first; when that fails (the session is
 * already gone at a logout) it learns from the push service's 410 at its next push.
 */
export async function unsubscribePush(): Promise<void> {
  if (!pushCapable()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    if (subscription) {
      await forgetPushSubscription(subscription.endpoint).catch((error: unknown) =>
        console.debug('The server keeps the push subscription until its next push', error),
      )
      await subscription.unsubscribe()
    }
    store.set(pushSubscribedAtom, false)
  } catch (error) {
    console.error('Ending the push subscription failed', error)
  }
}

/**
 * At start, once a member is known: this browser's subscription, if it has one, is registered
 * again (the call is idempotent and moves it to this member). The server may have lost it —
 * deleted after a push service's 410, rotated by the browser while no worker ran, or last
 * registered for another member — and then pushes would stop without anyone noticing. One
 * call a start; nothing without a subscription.
 */
export async function registerPushAgain(): Promise<void> {
  if (!pushCapable()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    if (!subscription) return
    await registerPushSubscription(subscriptionBody(subscription))
    store.set(pushSubscribedAtom, subscription.toJSON())
  } catch (error) {
    console.debug('Push subscription not registered again', error)
  }
}

// Push, shared (spec §3 push state): whether this browser is subscribed, the last push that
// arrived, and the port through which a feature reaches the subscription. features/pwa owns
// the subscription and registers its port at start; signup makes the offer through the port
// without importing features/pwa (a feature never imports another).
import { atom } from 'jotai'
import { store } from '../lib/store'
import type { PushNotice } from '../../sw/protocol'

/** isSubscribed of spec §3: the subscription, false (not granted), 'denied', or null on error. */
export type PushResult = PushSubscriptionJSON | 'denied' | false | null

/** undefined until this browser's state is known (an offer answered, a subscription ended). */
export const pushSubscribedAtom = atom<PushResult | undefined>(undefined)

/** lastMessage of spec §3: the last push that arrived while a page was open. */
export const lastPushAtom = atom<PushNotice | null>(null)

/** isCapable of spec §3: this browser can subscribe (undefined until it was asked). */
export const pushCapableAtom = atom<boolean | undefined>(undefined)

/** Spec §3's geolocation permission: unsupported, unknown (not asked yet), or the browser's. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState
export const geolocationPermissionAtom = atom<GeolocationPermission>('unknown')

/** What this browser can do about push, as the settings need it. */
export interface PushSupport {
  /** PushManager, a service worker registration and Notification are all there. */
  capable: boolean
  permission: NotificationPermission | 'unsupported'
  /** This browser holds a push subscription. */
  subscribed: boolean
  /** An iPhone or iPad outside the installed app: push needs Klik on the Home Screen first. */
  needsHomeScreen?: boolean
}

export const NO_PUSH: PushSupport = { capable: false, permission: 'unsupported', subscribed: false }

export interface PushPort {
  /**
   * Is the push offer made: the site has a VAPID key, this browser can subscribe, the member
   * has not refused notifications, and neither this browser nor the account is subscribed.
   */
  offered(pushPub: string | null | undefined, accountSubscribed: boolean): Promise<boolean>
  /** Asks permission, subscribes and registers it with the server; also sets pushSubscribedAtom. */
  subscribe(pushPub: string): Promise<PushResult>
  /** Ends this browser's subscription. */
  unsubscribe(): Promise<void>
  /** What this browser can do and holds now (also sets pushCapableAtom). */
  support(): Promise<PushSupport>
}

/** Until a port is registered (tests, a start that failed) push is simply not offered. */
export const NO_PUSH_PORT: PushPort = {
  offered: () => Promise.resolve(false),
  subscribe: () => Promise.resolve(null),
  unsubscribe: () => Promise.resolve(),
  support: () => Promise.resolve(NO_PUSH),
}

let current: PushPort = NO_PUSH_PORT

/**
 * The port in force, for a component: one that asked before features/pwa registered the real
 * port (a page rendered right after a reload) asks again when it changes.
 */
export const pushPortAtom = atom<PushPort>(NO_PUSH_PORT)

export function registerPushPort(port: PushPort): void {
  current = port
  store.set(pushPortAtom, port)
}

export function pushPort(): PushPort {
  return current
}

// The messages the page and the service worker exchange with postMessage: one union per
// direction, and guards for what arrives (a message event carries `unknown`). The page
// (src/features/pwa) and the worker (sw/) both compile this file, so it uses neither DOM
// nor WebWorker types, and imports nothing.

/** A push as the worker shows it and hands it to open pages (spec §3 push state lastMessage). */
export interface PushNotice {
  title: string
  body?: string
  /** Where a click on the notification leads: a path inside the app. */
  url: string
  /** The app badge total counted by the server, when the push carries one. */
  badge?: number
  /** Notifications with the same tag replace each other (one per conversation). */
  tag?: string
  /** The language of the words (the member's). */
  lang?: string
}

/** The Background Sync tag of the chat outbox (the page asks for it, sw/outbox.ts sends). */
export const OUTBOX_SYNC_TAG = 'klik-outbox'

/** Page → worker. */
export type PageMessage =
  /** The member agreed to reload: the waiting worker takes over (workbox-window's shape). */
  | { type: 'SKIP_WAITING' }
  /**
   * URLs to keep (workbox-window's shape): lazy chunks the page loaded before the worker
   * controlled it, route chunks to warm, and the thumbnails of the cards it stored.
   */
  | { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } }
  /** The app badge total the page shows; the worker counts on from it when a push arrives. */
  | { type: 'BADGE'; count: number }
  /** Logout or a lost session: drop the member's cached media and the badge. */
  | { type: 'SESSION_ENDED' }

/** Worker → page (the spec's names, §7). */
export type WorkerMessage =
  /** A push arrived while this page was open. */
  | { type: 'NEW_PUSH_MESSAGE'; push: PushNotice }
  /** The member clicked a notification; the worker focused this page, which goes to `url`. */
  | { type: 'NEW_PUSH_CLICK'; url: string }

export type PageMessageType = PageMessage['type']
export type WorkerMessageType = WorkerMessage['type']

type Fields = Record<string, unknown>

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/** A path of this app ("/chats/12"), never another origin ("//evil.example", "https:…"). */
export function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
}

function isOptional(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === undefined || check(value)
}

const isString = (value: unknown): value is string => typeof value === 'string'

export function isPushNotice(value: unknown): value is PushNotice {
  return (
    isObject(value) &&
    isString(value.title) &&
    isAppPath(value.url) &&
    isOptional(value.body, isString) &&
    isOptional(value.badge, isCount) &&
    isOptional(value.tag, isString) &&
    isOptional(value.lang, isString)
  )
}

export function isPageMessage(value: unknown): value is PageMessage {
  if (!isObject(value)) return false
  switch (value.type) {
    case 'SKIP_WAITING':
    case 'SESSION_ENDED':
      return true
    case 'CACHE_URLS':
      return (
        isObject(value.payload) &&
        Array.isArray(value.payload.urlsToCache) &&
        value.payload.urlsToCache.every(isString)
      )
    case 'BADGE':
      return isCount(value.count)
    default:
      return false
  }
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (!isObject(value)) return false
  switch (value.type) {
    case 'NEW_PUSH_MESSAGE':
      return isPushNotice(value.push)
    case 'NEW_PUSH_CLICK':
      return isAppPath(value.url)
    default:
      return false
  }
}

/** Anything with postMessage: a ServiceWorker, a worker's Client, a MessagePort. */
export interface MessageTarget {
  postMessage(message: unknown): void
}

/** The page's only way to talk to the worker: a typed message. */
export function sendToWorker(target: MessageTarget, message: PageMessage): void {
  target.postMessage(message)
}

/** The worker's only way to talk to a page: a typed message. */
export function sendToPage(target: MessageTarget, message: WorkerMessage): void {
  target.postMessage(message)
}

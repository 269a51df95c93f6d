// A push (spec §4, §7): shown as a notification — the browser requires one for every push
// (userVisibleOnly) — handed to open pages as NEW_PUSH_MESSAGE, and counted on the badge.
// What the server sends is a PushNotice (sw/protocol.ts); anything else still shows a plain
// "Klik" notice that opens the app.
import type { Badge } from './badge'
import { isPushNotice, sendToPage, type PushNotice } from './protocol'

export const FALLBACK_NOTICE: PushNotice = { title: 'Klik', url: '/' }
export const NOTIFICATION_ICON = '/icon-192.png'

export interface PushDeps {
  /** The worker's origin (https://klik.example). */
  origin: string
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>
  clients: Pick<Clients, 'matchAll'>
  badge: Badge
}

/** The push's JSON, or null when it has none or it does not parse. */
export function readPushData(data: { json(): unknown } | null): unknown {
  try {
    return data?.json() ?? null
  } catch {
    return null
  }
}

/**
 * The notice in a push: Klik's server sends a Declarative Web Push message (web_push 8030,
 * server/domain/push/push-jobs.ts), which Safari shows by itself and we show here; a plain
 * PushNotice is read too. `origin` is the worker's: a `navigate` elsewhere leads to '/'.
 */
export function toNotice(data: unknown, origin: string): PushNotice {
  if (isPushNotice(data)) return data
  return fromDeclarative(data, origin) ?? FALLBACK_NOTICE
}

function fromDeclarative(data: unknown, origin: string): PushNotice | null {
  if (typeof data !== 'object' || data === null) return null
  const { web_push: magic, notification, app_badge: badge } = data as Record<string, unknown>
  if (magic !== 8030 || typeof notification !== 'object' || notification === null) return null
  const { title, body, navigate, tag, lang } = notification as Record<string, unknown>
  if (typeof title !== 'string' || title === '' || typeof navigate !== 'string') return null
  let url = '/'
  try {
    const target = new URL(navigate, origin)
    if (target.origin === origin) url = `${target.pathname}${target.search}${target.hash}`
  } catch {
    // Not a URL: the app's start.
  }
  const notice: PushNotice = { title, url }
  if (typeof body === 'string') notice.body = body
  if (typeof tag === 'string' && tag !== '') notice.tag = tag
  if (typeof lang === 'string' && lang !== '') notice.lang = lang
  if (typeof badge === 'number' && Number.isInteger(badge) && badge >= 0) notice.badge = badge
  return notice
}

export async function onPush(
  data: unknown,
  { origin, registration, clients, badge }: PushDeps,
): Promise<void> {
  const notice = toNotice(data, origin)
  const pages = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const page of pages) sendToPage(page, { type: 'NEW_PUSH_MESSAGE', push: notice })
  const options: NotificationOptions = {
    body: notice.body,
    icon: NOTIFICATION_ICON,
    data: { url: notice.url },
  }
  if (notice.tag) options.tag = notice.tag
  if (notice.lang) options.lang = notice.lang
  await Promise.all([
    registration.showNotification(notice.title, options),
    badge.show(notice.badge ?? badge.count + 1),
  ])
}

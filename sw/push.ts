// A push (spec §4, §7): shown as a notification — the browser requires one for every push
// (userVisibleOnly) — handed to open pages as NEW_PUSH_MESSAGE, and counted on the badge.
// What the server sends is a PushNotice (sw/protocol.ts); anything else still shows a plain
// "Klik" notice that opens the app.
import type { Badge } from './badge'
import { isPushNotice, sendToPage, type PushNotice } from './protocol'

export const FALLBACK_NOTICE: PushNotice = { title: 'Klik', url: '/' }
export const NOTIFICATION_ICON = '/icon-192.png'

export interface PushDeps {
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

export function toNotice(data: unknown): PushNotice {
  return isPushNotice(data) ? data : FALLBACK_NOTICE
}

export async function onPush(
  data: unknown,
  { registration, clients, badge }: PushDeps,
): Promise<void> {
  const notice = toNotice(data)
  const pages = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const page of pages) sendToPage(page, { type: 'NEW_PUSH_MESSAGE', push: notice })
  const options: NotificationOptions = {
    body: notice.body,
    icon: NOTIFICATION_ICON,
    data: { url: notice.url },
  }
  if (notice.tag) options.tag = notice.tag
  await Promise.all([
    registration.showNotification(notice.title, options),
    badge.show(notice.badge ?? badge.count + 1),
  ])
}

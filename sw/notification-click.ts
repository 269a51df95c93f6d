// A click on a notification (elk's habit): focus an open Klik window and let it go to the
// notice's page (NEW_PUSH_CLICK — the app navigates without reloading); open a window only
// when none is open.
import { isAppPath, sendToPage } from './protocol'

export interface ClickedNotification {
  readonly data: unknown
  close(): void
}

/** The app path a notification leads to; '/' when its data carries none. */
export function clickTarget(data: unknown): string {
  const url: unknown =
    typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined
  return isAppPath(url) ? url : '/'
}

export async function onNotificationClick(
  notification: ClickedNotification,
  clients: Pick<Clients, 'matchAll' | 'openWindow'>,
): Promise<void> {
  notification.close()
  const url = clickTarget(notification.data)
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => client.focused) ?? windows[0]
  if (!open) {
    await clients.openWindow(url)
    return
  }
  // focus() rejects when the browser does not count this as a user gesture; go there anyway.
  const focused = await open.focus().catch(() => open)
  sendToPage(focused, { type: 'NEW_PUSH_CLICK', url })
}

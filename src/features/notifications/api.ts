// The notification centre's calls (src/contract/notifications.ts).
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import type {
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsResponse,
} from '../../contract/notifications'

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return call(routes.notifications, {}, { signal })
}

/**
 * The member saw what the page shows, up to its newest (`until`); the mark goes through even
 * when they leave or reload at once.
 */
export async function markNotificationsSeen(until: string): Promise<void> {
  await call(routes.notificationsSeen, { body: { until } }, { keepalive: true })
}

export function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return call(routes.notificationSettings, {}, { signal })
}

export function saveNotificationSettings(
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  return call(routes.updateNotificationSettings, { body })
}

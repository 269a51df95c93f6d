// The routes of notifications (see ./index.ts).

export const notifications = { method: 'GET', path: '/api/notifications.php' } as const
export const notificationsSeen = { method: 'POST', path: '/api/notifications.php' } as const
export const notificationSettings = {
  method: 'GET',
  path: '/api/notification_settings.php',
} as const
export const updateNotificationSettings = {
  method: 'PUT',
  path: '/api/notification_settings.php',
} as const

// The notification centre and its settings (src/contract/notifications.ts):
//   GET  /api/notifications.php           likes, chats, credits and account notices
//   POST /api/notifications.php           the member looked: everything so far is seen
//   GET  /api/notification_settings.php   push and mail per type, previews
//   PUT  /api/notification_settings.php   change some of them
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import {
  listNotifications,
  markNotificationsSeen,
} from '../domain/notifications/notification-centre'
import {
  readNotificationSettings,
  updateNotificationSettings,
} from '../domain/notifications/notification-settings'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const notificationsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.notifications, { onRequest: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return listNotifications(app.db, userOf(request).id)
  })

  route(app, endpoints.notificationsSeen, { onRequest: requireUser }, async (request, reply) => {
    const { until } = request.body
    await markNotificationsSeen(
      app.db,
      userOf(request).id,
      until === undefined ? undefined : new Date(until),
    )
    return reply.code(204).send(null)
  })

  route(app, endpoints.notificationSettings, { onRequest: requireUser }, (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return readNotificationSettings(app.db, userOf(request).id)
  })

  route(app, endpoints.updateNotificationSettings, { onRequest: requireUser }, (request) =>
    updateNotificationSettings(app.db, userOf(request).id, request.body),
  )
  done()
}

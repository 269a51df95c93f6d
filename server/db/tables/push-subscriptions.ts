// Web-push subscriptions (PushSubscription.toJSON() of a member's browser). The endpoint is
// unique: a browser that changes account moves its subscription to the new member.
import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
)

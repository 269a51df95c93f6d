// Photo uploads already stored, by the Idempotency-Key the client made for them: a retried
// upload with the same key stores nothing again. Kept a day; older keys are dropped when the
// member uploads next.
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const imageUploads = pgTable(
  'image_uploads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)

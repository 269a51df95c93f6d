// Photo uploads already stored, by the Idempotency-Key the client made for them: a retried
// upload with the same key stores nothing again. Kept a day; older keys are dropped when the
// member uploads next.
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, memberRef } from './columns'

export const imageUploads = pgTable(
  'image_uploads',
  {
    userId: memberRef('user_id', 'cascade'),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)

// Blocks: a member who blocks another no longer sees them, and is no longer seen by them, in
// search, likes or on the member page (either direction hides both).
import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const blocks = pgTable(
  'blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_id_idx').on(table.blockedId),
  ],
)

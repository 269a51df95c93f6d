// Blocks: a member who blocks another no longer sees them, and is no longer seen by them, in
// search, likes or on the member page (either direction hides both).
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { createdAt, memberRef } from './columns'

export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberRef('blocker_id', 'cascade'),
    blockedId: memberRef('blocked_id', 'cascade'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_id_idx').on(table.blockedId),
  ],
)

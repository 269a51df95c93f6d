// The interests a member picked for their profile (ids of the interests list).
import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { interests } from './interests'
import { users } from './users'

export const memberInterests = pgTable(
  'member_interests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.interestId] }),
    index('member_interests_interest_id_idx').on(table.interestId),
  ],
)

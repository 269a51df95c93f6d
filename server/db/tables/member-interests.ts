// The interests a member picked for their profile (ids of the interests list).
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { memberRef } from './columns'
import { interests } from './interests'

export const memberInterests = pgTable(
  'member_interests',
  {
    userId: memberRef('user_id', 'cascade'),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.interestId] }),
    index('member_interests_interest_id_idx').on(table.interestId),
  ],
)

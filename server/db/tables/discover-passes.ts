// Passes on /discover (issue 32 §4): a member who passed on another does not meet them in the
// deck again for DISCOVER_PASS_DAYS (contract/discover.ts). One row per pair, its time the
// newest pass; rows older than that are swept away.
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { memberRef } from './columns'

export const discoverPasses = pgTable(
  'discover_passes',
  {
    memberId: memberRef('member_id', 'cascade'),
    passedId: memberRef('passed_id', 'cascade'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.passedId] }),
    index('discover_passes_at_idx').on(table.at),
  ],
)
export type DiscoverPassRow = typeof discoverPasses.$inferSelect

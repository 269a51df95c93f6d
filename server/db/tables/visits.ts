// Visits to member pages (issue 32 §2, contract/visitors.ts): one row per visited member, day
// (UTC) and visitor, its time the newest visit of that day. The row's own id is what a member
// without premium gets to fetch a visitor's blurred photo by: it tells nothing of the visitor.
// Rows older than VISITS_KEPT_DAYS are removed by the live channel's minute sweep
// (plugins/events.ts), a batch at a time.
import { date, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { identityId, memberRef } from './columns'

export const visits = pgTable(
  'visits',
  {
    id: identityId(),
    visitedId: memberRef('visited_id', 'cascade'),
    visitorId: memberRef('visitor_id', 'cascade'),
    // A string, not a Date (STACK trap 4).
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('visits_once_a_day').on(table.visitedId, table.visitorId, table.day),
    index('visits_visited_at_idx').on(table.visitedId, table.at.desc()),
    index('visits_at_idx').on(table.at),
  ],
)
export type VisitRow = typeof visits.$inferSelect

// The live channel's memory (issue 10): what changed for a member, one row per event, numbered
// per member 1, 2, 3, … A reconnecting client names the last id it has (Last-Event-ID) and is
// replayed the rest from here, so nothing depends on a server process having been up.
//
// The numbers come from the member's counter row, raised in the same transaction that writes
// the event: the row lock makes a member's events commit in the order of their ids, so a client
// that has seen id n never later misses an id below n (which a global sequence would allow).
// Rows older than the retention are pruned; a client that asks from before that is told to
// load everything again (the `reset` event).
import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, memberRef } from './columns'

export const memberEventCounters = pgTable('member_event_counters', {
  memberId: memberRef('member_id', 'cascade').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
})

export const memberEvents = pgTable(
  'member_events',
  {
    memberId: memberRef('member_id', 'cascade'),
    /** This member's event number: 1, 2, 3, … */
    id: bigint('id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.id] }),
    index('member_events_created_at_idx').on(table.createdAt),
  ],
)

export type MemberEventRow = typeof memberEvents.$inferSelect

// The rate limiter's counters when several server processes share one PostgreSQL server
// (http/rate-limit-store.ts): one row per limited key (a route and an address, a limiter's
// name and an email), counted by one upsert per hit. UNLOGGED (written by hand into the
// migration; drizzle-kit has no word for it): a counter is worth no WAL, and a crash that
// empties the table only gives everyone a fresh window. The embedded database keeps its
// counters in memory, so the table stays empty there. No index on expires_at: the periodic
// sweep reads the whole (small) table once a minute, and without one every hit in a window
// is a HOT update.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  /** Hits in the window that ends at expires_at. */
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

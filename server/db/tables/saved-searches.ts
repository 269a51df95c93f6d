// The member's last manual search (spec §7 search.php: saved unless do_not_save=1), which the
// next auto_load search starts from.
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { Gender } from '../../../src/contract/profile-field-names'
import { users } from './users'

export const savedSearches = pgTable('saved_searches', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** '' = both. */
  gender: text('gender').$type<Gender | ''>().notNull(),
  minAge: integer('min_age').notNull(),
  /** null = no upper bound. */
  maxAge: integer('max_age'),
  /** '', a country code or a related pair ("NL-BE"). */
  country: text('country').notNull(),
  countryregion: text('countryregion').notNull().default(''),
  /** Only verified members (issue 32 §1). */
  verified: boolean('verified').notNull().default(false),
  /**
   * 'distance': nearest first (issue 32 §4), so the next first load, a page the server draws
   * and another device start in the order the member chose; null = newest first.
   */
  sort: text('sort').$type<'distance'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type SavedSearchRow = typeof savedSearches.$inferSelect

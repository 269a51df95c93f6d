// How many searchable members there are per country, gender and year of birth (0: no date of
// birth), kept by triggers on profiles (migration 0021): a search's total sums these rows and
// reads only the two edge years from profiles_count_idx (domain/search/search-count.ts),
// instead of every matching profile. Never written by the code.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const profileCounts = pgTable(
  'profile_counts',
  {
    country: text('country').notNull(),
    gender: text('gender').notNull(),
    birthYear: integer('birth_year').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.gender, table.birthYear] })],
)

// Likes between members (spec §3/§4): one row per liker and liked member. A like is "new" for
// its receiver until they open the liker's profile (seen_at). Unliking deletes the row.
import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

export const likes = pgTable(
  'likes',
  {
    likerId: bigint('liker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: bigint('liked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the liked member opened the liker's profile; null while the like is new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.likerId, table.likedId] }),
    index('likes_liked_id_idx').on(table.likedId, table.createdAt.desc()),
  ],
)
export type LikeRow = typeof likes.$inferSelect

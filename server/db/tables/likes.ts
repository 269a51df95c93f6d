// Likes between members (spec §3/§4): one row per liker and liked member. A like is "new" for
// its receiver until they open the liker's profile (seen_at). Unliking deletes the row.
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, memberRef } from './columns'

export const likes = pgTable(
  'likes',
  {
    likerId: memberRef('liker_id', 'cascade'),
    likedId: memberRef('liked_id', 'cascade'),
    createdAt: createdAt(),
    /** When the liked member opened the liker's profile; null while the like is new. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** When a digest mail told the liked member of it (domain/mail/digest.ts); null before. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.likerId, table.likedId] }),
    index('likes_liked_id_idx').on(table.likedId, table.createdAt.desc()),
  ],
)
export type LikeRow = typeof likes.$inferSelect

// A member's photos: the re-encoded display size and its thumbnail, as paths under /media.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

export const images = pgTable(
  'images',
  {
    id: identityId(),
    userId: memberRef('user_id', 'cascade'),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    /** Hidden by an operator then: shown to nobody but its owner, who is told. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [index('images_user_id_position_idx').on(table.userId, table.position)],
)
export type ImageRow = typeof images.$inferSelect

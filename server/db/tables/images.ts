// A member's photos: the re-encoded display size and its thumbnail, as paths under /media.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
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
  },
  (table) => [index('images_user_id_position_idx').on(table.userId, table.position)],
)
export type ImageRow = typeof images.$inferSelect

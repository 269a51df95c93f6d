// The profile card of search results and likes (contract memberCardSchema), built the same way
// by every call that lists members: which columns to read, which members a viewer may see at
// all, and how a row becomes a card.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { MemberCard } from '../../../src/contract/members'
import { ageOn } from '../../../src/contract/rules'
import { ONLINE_MS } from '../../../src/contract/search-rules'
import type { Db } from '../../db/database'
import { blocks, images, likes, profiles, users } from '../../db/schema'

/** The columns a card needs; did_like_profile is false for a logged-out viewer. */
export function cardColumns(viewerId: number | null) {
  return {
    id: profiles.userId,
    name: profiles.name,
    dateOfBirth: profiles.dateOfBirth,
    city: profiles.city,
    country: profiles.country,
    countryregion: profiles.countryregion,
    gender: profiles.gender,
    language: users.language,
    fictional: users.fictional,
    verifiedAt: profiles.verifiedAt,
    lastActiveAt: profiles.lastActiveAt,
    filename: images.filename,
    thumbFilename: images.thumbFilename,
    didLike:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${viewerId} and ${likes.likedId} = ${profiles.userId})`,
  }
}

/** profiles ⋈ users ⟕ main image: the FROM of every card query. */
export function selectCards(db: Db, viewerId: number | null) {
  return db
    .select(cardColumns(viewerId))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(images, eq(images.id, profiles.mainImageId))
}

/**
 * Members `viewerId` may see: not deleted (searchable), not the viewer, and no block between
 * the two in either direction. A logged-out viewer sees every searchable member.
 */
export function visibleTo(viewerId: number | null): SQL {
  if (viewerId === null) return sql`${profiles.searchable}`
  return and(
    sql`${profiles.searchable}`,
    ne(profiles.userId, viewerId),
    sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profiles.userId}) or (${blocks.blockerId} = ${profiles.userId} and ${blocks.blockedId} = ${viewerId}))`,
  ) as SQL
}

/**
 * selectCards with more columns beside the card's (a like's dates, a member page's details);
 * the rows still fit toCard.
 */
export function selectCardsWith<Extra extends SelectedFields>(
  db: Db,
  viewerId: number | null,
  extra: Extra,
) {
  return db
    .select({ ...cardColumns(viewerId), ...extra })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(images, eq(images.id, profiles.mainImageId))
}

/** One row of selectCards (the main image columns are null without a photo). */
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number]

export function toCard(row: CardRow, now = new Date()): MemberCard {
  return {
    id: row.id,
    name: row.name,
    age: row.dateOfBirth === null ? null : ageOn(row.dateOfBirth, now),
    city: row.city,
    country: row.country,
    countryregion: row.countryregion,
    gender: row.gender,
    language: row.language,
    main_image:
      row.filename === null || row.thumbFilename === null
        ? null
        : { filename: row.filename, thumb_filename: row.thumbFilename },
    fictional: row.fictional,
    verified: row.verifiedAt !== null,
    online: now.getTime() - row.lastActiveAt.getTime() < ONLINE_MS,
    did_like_profile: row.didLike,
  }
}

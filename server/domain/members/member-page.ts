// The member page (GET /api/member.php): the card, the details the site shows, every photo as
// the viewer may open it, whether the viewer is premium and whether they blocked the member.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { MemberResponse } from '../../../src/contract/members'
import type { Db } from '../../db/database'
import { images, profiles, users } from '../../db/schema'
import type { Site } from '../sites/site-schema'
import { blockedByViewer, pageVisibleTo } from './member-access'
import { selectCardsWith, toCard } from './member-card'
import { imagesForViewer, isPremium } from './photo-access'
import { withVisibleFields } from './visible-fields'
import { profileDetailsOf } from '../profile/profile-details'

/** The page of `memberId` for `viewerId` (null: logged out); null when it is not theirs to see. */
export async function loadMemberPage(
  db: Db,
  viewerId: number | null,
  memberId: number,
  site: Site,
  now = new Date(),
): Promise<MemberResponse | null> {
  const [row] = await selectCardsWith(db, viewerId, {
    personal: profiles.personal,
    mainImageId: profiles.mainImageId,
    length: profiles.length,
    relationship: profiles.relationship,
    lookingFor: profiles.lookingFor,
    smoking: profiles.smoking,
    drinking: profiles.drinking,
    children: profiles.children,
    bodyType: profiles.bodyType,
    eyeColor: profiles.eyeColor,
    hairColor: profiles.hairColor,
    education: profiles.education,
    blocked: blockedByViewer(viewerId),
  })
    .where(and(eq(profiles.userId, memberId), pageVisibleTo(viewerId)))
    .limit(1)
  if (row === undefined) return null

  const stored = await db
    .select({ id: images.id, filename: images.filename, thumbFilename: images.thumbFilename })
    .from(images)
    // A photo an operator hid is shown to its owner only (domain/admin/photos.ts).
    .where(
      viewerId === memberId
        ? eq(images.userId, memberId)
        : and(eq(images.userId, memberId), isNull(images.hiddenAt)),
    )
    .orderBy(asc(images.position), asc(images.id))
  const premium = viewerId !== null && isPremium(await premiumUntilOf(db, viewerId), now)

  const profile = withVisibleFields(
    {
      ...toCard(row, now),
      ...profileDetailsOf(row),
      personal: row.personal,
      images: imagesForViewer(stored, row.mainImageId, premium),
      last_active: row.lastActiveAt.toISOString(),
    },
    site,
  )
  return { profile, premium, blocked: row.blocked }
}

async function premiumUntilOf(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId))
  return row?.premiumUntil ?? null
}

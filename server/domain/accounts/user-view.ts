// The user object of GET /api/user.php (spec §3 User and User profile), built from the
// member's rows: age from the date of birth, '0000-00-00' for none, the images in order, the
// webmail shortcut, the credit balance from the ledger and whether push is on.
import { eq, sql } from 'drizzle-orm'
import type { UserResponse } from '../../../src/contract/user'
import { ageOn, EMPTY_DATE } from '../../../src/contract/rules'
import type { Db } from '../../db/database'
import { profiles, pushSubscriptions, users } from '../../db/schema'
import { balanceOf, hasPaidOrder } from '../credits/credit-balance'
import { memberInterestIds } from '../interests/member-interests'
import { listImages } from '../media/member-images'
import type { Site } from '../sites/site-schema'
import { unseenNotifications } from '../notifications/notification-centre'
import { newVisitorsCount } from '../visits/visitors'
import { mailProviderOf } from './mail-providers'
import { profileDetailsOf } from '../profile/profile-details'

/** The member's user object, or null when the account is gone or deleted. */
export async function loadUserResponse(
  db: Db,
  userId: number,
  site: Site,
  now = new Date(),
): Promise<UserResponse | null> {
  // Polled by every open app: one row with the balance and flags beside it, then the photos.
  const [row] = await db
    .select({
      user: users,
      profile: profiles,
      credits: balanceOf(users.id),
      hasPaidOrder: hasPaidOrder(users.id),
      pushSubscribed: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${eq(pushSubscriptions.userId, users.id)})`,
      notificationsUnseen: unseenNotifications(userId, sql`${users.notificationsSeenAt}`),
      visitorsNew: newVisitorsCount(userId, sql`${users.visitorsSeenAt}`, now),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (row === undefined || row.user.deletedAt !== null) return null
  const { user, profile } = row
  const imageRows = await listImages(db, userId)
  const interestIds = await memberInterestIds(db, userId)
  const main = imageRows.find((image) => image.id === profile.mainImageId)
  return {
    id: user.id,
    email: user.email,
    activated: user.activatedAt !== null,
    profile: {
      id: user.id,
      name: profile.name,
      age: profile.dateOfBirth === null ? null : ageOn(profile.dateOfBirth, now),
      city: profile.city,
      country: profile.country,
      countryregion: profile.countryregion,
      gender: profile.gender,
      date_of_birth: profile.dateOfBirth ?? EMPTY_DATE,
      main_image:
        main === undefined
          ? null
          : { filename: main.filename, thumb_filename: main.thumb_filename },
      images: imageRows,
      personal: profile.personal,
      language: user.language,
      lastSignupStep: profile.lastSignupStep,
      interests: interestIds,
      ...profileDetailsOf(profile),
    },
    ...mailProviderOf(user.email),
    fictional_icon: site.fictional_icon,
    // Paid: a paid order for credits or premium that was not refunded or charged back. Spec
    // §6 keeps webcam tiles for members who never paid.
    paid_user: row.hasPaidOrder,
    premium_until: user.premiumUntil?.toISOString() ?? null,
    signup_date: user.createdAt.toISOString(),
    credits: row.credits,
    push_subscribed: row.pushSubscribed,
    operator: user.role === 'operator',
    visitors_new: row.visitorsNew,
    incognito: user.incognito,
    private_receipts: user.privateReceipts,
    show_chat_photos: user.showChatPhotos,
    notifications_unseen: row.notificationsUnseen,
  }
}

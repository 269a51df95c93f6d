// The user object of GET /api/user.php (spec §3 User and User profile), built from the
// member's rows: age from the date of birth, '0000-00-00' for none, the images in order, the
// webmail shortcut, the credit balance from the ledger and whether push is on.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { UserResponse } from '../../../src/contract/user'
import { ageOn, EMPTY_DATE } from '../../../src/contract/validation'
import type { Db } from '../../db/database'
import { creditLedger, images, profiles, pushSubscriptions, users } from '../../db/schema'
import { creditBalance } from '../credits/credit-balance'
import type { Site } from '../sites/site-schema'
import { mailProviderOf } from './mail-providers'

/** The member's user object, or null when the account is gone or deleted. */
export async function loadUserResponse(
  db: Db,
  userId: number,
  site: Site,
  now = new Date(),
): Promise<UserResponse | null> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  if (row === undefined || row.user.deletedAt !== null) return null
  const { user, profile } = row
  const imageRows = await db
    .select({ id: images.id, filename: images.filename, thumb_filename: images.thumbFilename })
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(asc(images.position), asc(images.id))
  const main = imageRows.find((image) => image.id === profile.mainImageId)
  const [push] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1)
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
      length: profile.length,
      relationship: profile.relationship,
      looking_for: profile.lookingFor,
      smoking: profile.smoking,
      drinking: profile.drinking,
      children: profile.children,
      body_type: profile.bodyType,
      eye_color: profile.eyeColor,
      hair_color: profile.hairColor,
      education: profile.education,
    },
    ...mailProviderOf(user.email),
    fictional_icon: site.fictional_icon,
    // Paid: ever premium (premium_until set, even if it ran out) or ever bought credits (a
    // 'purchase' ledger row). Spec §6 keeps webcam tiles for members who never paid.
    paid_user:
      user.premiumUntil !== null ||
      (
        await db
          .select({ one: sql<number>`1` })
          .from(creditLedger)
          .where(and(eq(creditLedger.memberId, userId), eq(creditLedger.reason, 'purchase')))
          .limit(1)
      ).length > 0,
    signup_date: user.createdAt.toISOString(),
    credits: await creditBalance(db, userId),
    push_subscribed: push !== undefined,
  }
}

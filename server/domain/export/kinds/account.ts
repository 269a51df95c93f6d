// The data export's `account` and `profile`: the member's users row (nothing secret: not the
// password hash) and their profile.
import { profiles, users } from '../../../db/schema'
import { iso, ownRow, type Reader } from './shared'
import { profileDetailsOf } from '../../profile/profile-details'

export type AccountRow = typeof users.$inferSelect

/** The account `userId`, or null when there is no such undeleted account. */
export async function readAccount(tx: Reader, userId: number): Promise<AccountRow | null> {
  const account = await ownRow(tx, users, users.id, userId)
  return account === undefined || account.deletedAt !== null ? null : account
}

/** data.json's `account`. */
export function accountData(account: AccountRow) {
  return {
    id: account.id,
    email: account.email,
    site: account.siteId,
    language: account.language,
    timezone: account.timezone,
    created_at: iso(account.createdAt),
    activated_at: iso(account.activatedAt),
    premium_until: iso(account.premiumUntil),
    signup_country: account.signupCountry,
    trafficsource: account.trafficsource,
    referrer: account.referrer,
    form_path: account.formPath,
    signed_up_from_profile: account.fromProfileId,
    retention_discount_accepted_at: iso(account.retentionDiscountAcceptedAt),
    notifications_seen_at: iso(account.notificationsSeenAt),
    visitors_seen_at: iso(account.visitorsSeenAt),
    incognito: account.incognito,
    private_receipts: account.privateReceipts,
    last_daily_digest_at: iso(account.dailyDigestAt),
    fictional: account.fictional,
    role: account.role,
    banned_at: iso(account.bannedAt),
    ban_ground: account.banGround,
    ban_reason: account.banReason,
  }
}

/** data.json's `profile`: null when the member has none. */
export async function gatherProfile(tx: Reader, userId: number) {
  const profile = await ownRow(tx, profiles, profiles.userId, userId)
  if (profile === undefined) return null
  return {
    name: profile.name,
    gender: profile.gender,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    countryregion: profile.countryregion,
    city: profile.city,
    personal: profile.personal,
    ...profileDetailsOf(profile),
    main_photo: profile.mainImageId,
    verified_at: iso(profile.verifiedAt),
    last_active_at: iso(profile.lastActiveAt),
    searchable: profile.searchable,
  }
}

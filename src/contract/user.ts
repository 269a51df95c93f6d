// GET/PUT /api/user.php and POST /api/user.php?push=1 — the logged-in member (spec §3 User
// and User profile). Logged out, GET answers 403 `auth.required` (spec §4/§8).
import { z } from './zod'
import { countryCodeSchema } from './common'
import { localeSchema } from './locales'
import { genderSchema } from './profile-fields'
import { PROFILE_FIELD_CHOICES } from './profile-field-names'
import { citySchema, dateOfBirthOrEmptySchema, nameSchema } from './validation'
import { EMPTY_DATE, PERSONAL_MAX } from './rules'

export const imageSchema = z.object({
  id: z.int().positive(),
  filename: z.string().describe('display size, path under /media (prefix with cdn_prefix)'),
  thumb_filename: z.string().describe('thumbnail, path under /media'),
})
export type Image = z.infer<typeof imageSchema>

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable()

/** The answers of the optional profile fields (those a site lists in visible_profile_fields). */
export const profileDetailsSchema = z.object({
  length: z.int().min(140).max(210).nullable().describe('centimetres'),
  relationship: choice(PROFILE_FIELD_CHOICES.relationship),
  looking_for: choice(PROFILE_FIELD_CHOICES.looking_for),
  smoking: choice(PROFILE_FIELD_CHOICES.smoking),
  drinking: choice(PROFILE_FIELD_CHOICES.drinking),
  children: choice(PROFILE_FIELD_CHOICES.children),
  body_type: choice(PROFILE_FIELD_CHOICES.body_type),
  eye_color: choice(PROFILE_FIELD_CHOICES.eye_color),
  hair_color: choice(PROFILE_FIELD_CHOICES.hair_color),
  education: choice(PROFILE_FIELD_CHOICES.education),
})
export type ProfileDetails = z.infer<typeof profileDetailsSchema>

/** Interests a member may pick at most (ids of GET /api/interests.php). */
export const INTERESTS_MAX = 20
const interestIdsSchema = z.array(z.int().positive()).describe('ids of GET /api/interests.php')

export const userProfileSchema = z
  .object({
    id: z.int().positive(),
    name: z.string(),
    age: z.int().nullable().describe('null while date_of_birth is empty'),
    city: z.string(),
    country: countryCodeSchema.nullable(),
    countryregion: z.string().describe('region id from regions.php; empty when none'),
    gender: genderSchema.nullable(),
    date_of_birth: z.string().describe(`YYYY-MM-DD, or ${EMPTY_DATE} when empty`),
    main_image: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
    images: z.array(imageSchema),
    personal: z.string().describe('free-text profile notes'),
    language: localeSchema,
    lastSignupStep: z.boolean().describe('true once the signup wizard reached step 5'),
    interests: interestIdsSchema,
  })
  .extend(profileDetailsSchema.shape)
export type UserProfile = z.infer<typeof userProfileSchema>

export const userResponseSchema = z.object({
  id: z.int().positive().describe('member id (equals profile.id)'),
  email: z.string(),
  activated: z.boolean().describe('the activation link was opened'),
  profile: userProfileSchema,
  mailprovider: z.int().describe('2 when the mail provider has a known webmail link, else 1'),
  mailprovider_link: z.string().nullable(),
  fictional_icon: z.boolean(),
  paid_user: z.boolean().describe('has a paid order (credits or premium) not refunded'),
  premium_until: z.iso
    .datetime()
    .nullable()
    .describe('premium runs until then (every photo full size); null: never had it'),
  signup_date: z.iso.datetime(),
  credits: z.int(),
  push_subscribed: z.boolean(),
  operator: z.boolean().describe('has the operator role (the command line grants it): /admin'),
  visitors_new: z
    .int()
    .min(0)
    .describe('visitors who came after the member last looked at them, at most 100 (issue 32 §2)'),
  incognito: z
    .boolean()
    .describe('premium browsing without leaving visits is switched on (works while premium runs)'),
  private_receipts: z
    .boolean()
    .describe('private read receipts: none sent, none shown (issue 32 §5, PUT read_receipts.php)'),
  show_chat_photos: z
    .boolean()
    .describe(
      'photos in chats show at once, not blurred until tapped (issue 32 §3, PUT chat_photos.php)',
    ),
  notifications_unseen: z
    .int()
    .min(0)
    .describe(
      'notifications that came after the member last looked at /notifications (at most 50): the Alerts count',
    ),
})
export type UserResponse = z.infer<typeof userResponseSchema>

/** The profile fields PUT /api/user.php saves (spec §7 "saves steps"). */
const editableProfileSchema = z
  .object({
    country: countryCodeSchema.nullable(),
    countryregion: z.string().max(16),
    city: citySchema,
    gender: genderSchema.nullable(),
    date_of_birth: dateOfBirthOrEmptySchema.describe(
      `YYYY-MM-DD (a real date, 18 or older) or ${EMPTY_DATE} to clear it`,
    ),
    personal: z.string().max(PERSONAL_MAX),
    name: nameSchema.describe('1-150 characters, not starting with @, not the email'),
    language: localeSchema,
    lastSignupStep: z.boolean(),
    interests: interestIdsSchema
      .max(INTERESTS_MAX)
      .transform((ids) => [...new Set(ids)])
      .describe(`at most ${INTERESTS_MAX} ids of GET /api/interests.php; replaces the saved ones`),
  })
  .extend(profileDetailsSchema.shape)

type ReadOnlyKey = Exclude<keyof UserProfile, keyof typeof editableProfileSchema.shape>

/**
 * The keys of the GET profile that PUT does not save (id, age, main_image, images): derived
 * from the two schemas, so a field added to the GET profile later is accepted at once.
 */
export const READ_ONLY_PROFILE_KEYS = Object.keys(userProfileSchema.shape).filter(
  (key) => !(key in editableProfileSchema.shape),
) as ReadOnlyKey[]

const ignored = z.unknown().optional().describe('read-only: accepted as GET answers it, ignored')
const readOnlyShape = Object.fromEntries(
  READ_ONLY_PROFILE_KEYS.map((key) => [key, ignored]),
) as Record<ReadOnlyKey, typeof ignored>

/**
 * PUT /api/user.php — saves a signup step or the profile page. A client sends a step's fields
 * (country, countryregion, city) or the whole profile as GET answered it plus lastSignupStep
 * (spec §7). Every field is optional; present ones are saved, the read-only ones are dropped.
 * A key in neither is refused: a misspelt field must not answer 200 and save nothing.
 */
export const userUpdateBodySchema = editableProfileSchema
  .partial()
  .extend(readOnlyShape)
  .strict()
  .transform((body) => withoutKeys(body, READ_ONLY_PROFILE_KEYS))
/** What a client sends: any editable fields, optionally the read-only ones as GET answered. */
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>
/** The changes the server saves (read-only keys gone). */
export type UserUpdate = z.output<typeof userUpdateBodySchema>

function withoutKeys<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Omit<T, K> {
  const copy: Partial<T> = { ...value }
  for (const key of keys) delete copy[key]
  return copy as Omit<T, K>
}

/** POST /api/user.php?push=1 — a Push API subscription (PushSubscription.toJSON()). */
export const pushSubscriptionBodySchema = z.object({
  subscription: z.object({
    endpoint: z.url({ protocol: /^https$/ }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>

/** DELETE /api/user.php?push=1 — forget this browser's subscription (push turned off here). */
export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
})

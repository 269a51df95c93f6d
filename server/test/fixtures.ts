// Test fixtures built through the contract. Request bodies are checked with their endpoint's
// body schema (src/contract/endpoints.ts) when they are made, so a fixture cannot drift from
// what the server accepts; members are written straight to the database (what signup steps,
// photo uploads and payments would otherwise do one call at a time).
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CountryCode } from '../../src/contract/common'
import type { EndpointDescriptor } from '../../src/contract/endpoint'
import * as endpoints from '../../src/contract/endpoints'
import type { Gender } from '../../src/contract/profile-field-names'
import type { SignupBody } from '../../src/contract/signup'
import { profileDetailsSchema, type ProfileDetails } from '../../src/contract/user'
import type { App } from '../app'
import type { Db } from '../db/database'
import { conversations, images, messages, profiles, users } from '../db/schema'
import type { ProfileRow } from '../db/tables/profiles'
import { signupCsrf } from '../domain/accounts/signup-csrf'
import { forgetSearchCounts } from '../domain/search/search-count'

// --- request bodies -------------------------------------------------------------------------

type JsonBodyEndpoint = EndpointDescriptor & { body: z.ZodType }

/** `value` as the body of `endpoint`; throws when the endpoint's schema refuses it. */
export function requestBody<E extends JsonBodyEndpoint>(
  endpoint: E,
  value: z.input<E['body']>,
): z.input<E['body']> {
  const checked = endpoint.body.safeParse(value)
  if (!checked.success) {
    throw new Error(`fixture for ${endpoint.method} ${endpoint.path}: ${checked.error.message}`)
  }
  return value
}

/** A complete, valid signup body for `email` from a browser sending `userAgent`. */
export function signupFields(
  email: string,
  userAgent: string,
  token: string,
  overrides: Partial<SignupBody> = {},
): SignupBody {
  return requestBody(endpoints.signup, {
    email,
    name: 'Anna',
    password: 'correct horse battery',
    trafficsource: null,
    timezone: 'Europe/Amsterdam',
    country: 'NL',
    language: 'en',
    profile: null,
    form_path: '/signup',
    referrer: null,
    csrf: signupCsrf(email, userAgent),
    token,
    n: userAgent,
    ...overrides,
  })
}

/** POST /api/user.php?push=1 for a browser's push `endpoint`. */
export function pushSubscriptionBody(endpoint: string, keys = { p256dh: 'k', auth: 'a' }) {
  return requestBody(endpoints.pushSubscription, { subscription: { endpoint, keys } })
}

/** Every optional profile detail unanswered, as a profile or member page shows it. */
export const NO_PROFILE_DETAILS: ProfileDetails = profileDetailsSchema.parse(
  Object.fromEntries(profileDetailsSchema.keyof().options.map((key) => [key, null])),
)

/** The fields of GET /api/companyinfo.php (spec §3, and delete_discount for the deletion offer). */
export const COMPANY_FIELDS = [
  'name',
  'address',
  'kvk',
  'city',
  'country',
  'tradenames',
  'vat_numbers',
  'support_phone',
  'support_email',
  'delete_discount',
] as const

// --- members in the database ----------------------------------------------------------------

export interface TestMember {
  name?: string
  gender?: Gender | null
  /** YYYY-MM-DD, or null for none. */
  dateOfBirth?: string | null
  country?: CountryCode | null
  countryregion?: string
  lastActiveAt?: Date
  searchable?: boolean
  fictional?: boolean
}

/** Inserts the members in one statement per table; answers their ids in the given order. */
export async function insertMembers(db: Db, members: readonly TestMember[]): Promise<number[]> {
  if (members.length === 0) return []
  const batch = randomUUID().slice(0, 8)
  const rows = await db
    .insert(users)
    .values(
      members.map((member, index) => ({
        email: `search-${batch}-${index}@example.com`,
        siteId: 'klik',
        language: 'en' as const,
        fictional: member.fictional ?? false,
      })),
    )
    .returning({ id: users.id })
  const ids = rows.map((row) => row.id)
  await db.insert(profiles).values(
    members.map((member, index) => ({
      userId: ids[index] ?? 0,
      name: member.name ?? `Member ${index}`,
      gender: member.gender === undefined ? 'female' : member.gender,
      dateOfBirth: member.dateOfBirth === undefined ? '1990-06-15' : member.dateOfBirth,
      country: member.country === undefined ? 'NL' : member.country,
      countryregion: member.countryregion ?? '',
      lastActiveAt: member.lastActiveAt ?? new Date(Date.now() - index * 60_000),
      searchable: member.searchable ?? true,
    })),
  )
  return ids
}

/**
 * Takes every member out of search so a test sees only the members it adds. API test files
 * run one at a time on their own database (vitest.config.ts fileParallelism: false), so this
 * touches nobody else's data.
 */
export async function emptySearch(db: Db): Promise<void> {
  await db
    .update(profiles)
    .set({ searchable: false })
    .where(sql`${profiles.searchable}`)
  forgetSearchCounts(db)
}

/** YYYY-MM-DD of someone who turns `years` old `days` days from now (negative: ago). */
export function bornYearsAgo(years: number, days = 0, now = new Date()): string {
  const date = new Date(now)
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

type ProfileValues = Partial<Omit<ProfileRow, 'userId'>>

export async function setProfile(app: App, userId: number, values: ProfileValues): Promise<void> {
  await app.db.update(profiles).set(values).where(eq(profiles.userId, userId))
}

export async function setPremiumUntil(app: App, userId: number, until: Date | null) {
  await app.db.update(users).set({ premiumUntil: until }).where(eq(users.id, userId))
}

/**
 * Adds `count` photo rows (the files need not exist), at positions given in reverse of the
 * insert order so the answer's order proves the sort; `main` (an index into the answer's
 * order) becomes the main photo. Answers the rows in position order.
 */
export async function addPhotos(app: App, userId: number, count: number, main = 0) {
  const rows = []
  for (let index = count - 1; index >= 0; index -= 1) {
    const [row] = await app.db
      .insert(images)
      .values({
        userId,
        filename: `${userId}/photo-${index}.jpg`,
        thumbFilename: `${userId}/photo-${index}-thumb.jpg`,
        position: index,
      })
      .returning()
    if (row === undefined) throw new Error('image insert returned no row')
    rows.unshift(row)
  }
  await setProfile(app, userId, { mainImageId: rows[main]?.id ?? null })
  return rows
}

/**
 * A message stored in a conversation as the send call stores it, without the call (which comes
 * with the outbox): the row, and the conversation's newest message. Answers its id.
 */
export async function addMessage(
  db: Db,
  conversationId: number,
  senderId: number,
  text: string,
  at = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({ conversationId, senderId, body: text, clientId: randomUUID(), createdAt: at })
    .returning({ id: messages.id })
  if (row === undefined) throw new Error('message insert returned no row')
  await db
    .update(conversations)
    .set({ lastMessageId: row.id, lastMessageAt: at })
    .where(eq(conversations.id, conversationId))
  return row.id
}

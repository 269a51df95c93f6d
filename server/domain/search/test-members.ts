// Test helper: members written straight to the database, many at once (what signup and the
// profile steps would otherwise do one call at a time), and a way to start a search test
// from an empty member list.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Gender } from '../../../src/contract/profile-fields'
import type { Db } from '../../db/database'
import { profiles, users } from '../../db/schema'
import { forgetSearchCounts } from './search-count'

export interface TestMember {
  name?: string
  gender?: Gender | null
  /** YYYY-MM-DD, or null for none. */
  dateOfBirth?: string | null
  country?: string | null
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

// The search's total, summed from profile_counts (kept by triggers) with the edge years read
// from the index, against a plain count of the same filter: the same number for every kind of
// filter, before and after members change what the counts depend on.
import { count, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Gender } from '../../../src/contract/profile-field-names'
import type { Db } from '../../db/database'
import { column, queryRow } from '../../db/raw'
import { profiles, users } from '../../db/schema'
import { emptySearch, insertMembers, type TestMember } from '../../test/fixtures'
import { testDatabase } from '../../test/database'
import { createRng } from '../demo/prng'
import { countMatches, forgetSearchCounts } from './search-count'
import { matchesFilter, searchFilter, type SearchInput } from './search-filter'

const NOW = new Date('2026-06-15T12:00:00Z')
const COUNTRIES = ['NL', 'BE', 'DE'] as const

let db: Db
let ids: number[]

const pad = (value: number) => String(value).padStart(2, '0')

function members(seed: string, how: number): TestMember[] {
  const rng = createRng(seed)
  return Array.from({ length: how }, () => ({
    gender: rng.pick<Gender | null>(['male', 'female', 'female', null]),
    country: rng.pick([...COUNTRIES, null]),
    countryregion: rng.pick(['', 'NH', 'ZH']),
    dateOfBirth: rng.chance(0.1)
      ? null
      : `${rng.int(1940, 2007)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    searchable: rng.chance(0.9),
  }))
}

/** Every kind of filter: one country or several, one gender or both, ages with edges in one year or many, regions. */
function filters(): Array<Omit<SearchInput, 'viewerId'>> {
  const ages: Array<[number, number | null]> = [
    [18, null],
    [18, 25],
    [30, 30],
    [26, 35],
    [46, 55],
    [65, null],
    [40, 41],
  ]
  const list: Array<Omit<SearchInput, 'viewerId'>> = []
  for (const countries of [['NL'], ['NL', 'BE'], [...COUNTRIES]])
    for (const gender of ['', 'female', 'male'] as const)
      for (const [minAge, maxAge] of ages)
        list.push({ countries, countryregion: '', gender, minAge, maxAge, page: 2, pp: 12 })
  list.push({
    countries: ['NL'],
    countryregion: 'NH',
    gender: '',
    minAge: 26,
    maxAge: 35,
    page: 2,
    pp: 12,
  })
  return list
}

async function expectCountsAsPlain(): Promise<void> {
  forgetSearchCounts(db)
  for (const input of filters()) {
    const filter = searchFilter(input, NOW)
    const [plain] = await db.select({ n: count() }).from(profiles).where(matchesFilter(filter))
    const summed = await countMatches(db, filter, JSON.stringify(input), 0, NOW.getTime())
    expect(summed, JSON.stringify(input)).toBe(plain?.n)
  }
}

beforeAll(async () => {
  db = (await testDatabase()).db
  await emptySearch(db)
  ids = await insertMembers(db, members('search-count', 400))
})

describe('the search total from profile_counts', () => {
  it('is the plain count for every kind of filter', async () => {
    await expectCountsAsPlain()
  })

  it('follows members who change their birth date, country or gender, leave search, or are deleted', async () => {
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = ids
    await db.update(profiles).set({ dateOfBirth: '1990-01-01' }).where(eq(profiles.userId, a))
    await db.update(profiles).set({ dateOfBirth: null }).where(eq(profiles.userId, b))
    await db.update(profiles).set({ country: 'DE', gender: 'male' }).where(eq(profiles.userId, c))
    await db.update(profiles).set({ searchable: false }).where(eq(profiles.userId, d))
    await db
      .update(profiles)
      .set({ searchable: true })
      .where(inArray(profiles.userId, ids.slice(5, 40)))
    await db.update(profiles).set({ lastActiveAt: NOW }).where(inArray(profiles.userId, ids))
    await db.delete(users).where(eq(users.id, e))
    ids = [...ids, ...(await insertMembers(db, members('search-count-later', 50)))]
    await expectCountsAsPlain()
  })

  it('never counts below zero', async () => {
    const row = await queryRow(
      db,
      sql`select count(*) filter (where members < 0) as negative from profile_counts`,
      z.object({ negative: column.number }),
    )
    expect(row?.negative).toBe(0)
  })
})

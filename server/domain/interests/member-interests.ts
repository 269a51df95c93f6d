// The interests a member picked: read for GET /api/user.php, replaced as a whole by PUT.
import { asc, eq, sql } from 'drizzle-orm'
import { bigintList } from '../../db/sql-arrays'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { interests, memberInterests } from '../../db/schema'
import { httpError } from '../api-error'

type Executor = Pick<Db, 'select' | 'insert' | 'delete'>

/** The member's interests, in the list's display order. */
function interestsOf(db: Pick<Db, 'select'>, userId: number) {
  return db
    .select({ id: memberInterests.interestId, labels: interests.labels })
    .from(memberInterests)
    .innerJoin(interests, eq(interests.id, memberInterests.interestId))
    .where(eq(memberInterests.userId, userId))
    .orderBy(asc(interests.position), asc(interests.id))
}

/** The member's interest ids, in the list's display order. */
export async function memberInterestIds(db: Pick<Db, 'select'>, userId: number) {
  return (await interestsOf(db, userId)).map((row) => row.id)
}

/** The member's interests as the list names them in `locale`, in its display order. */
export async function memberInterestNames(db: Pick<Db, 'select'>, userId: number, locale: Locale) {
  return (await interestsOf(db, userId)).map((row) => row.labels[locale])
}

/** 400 profile.interest_unknown unless every id is on the interests list. */
export async function assertKnownInterests(db: Pick<Db, 'select'>, ids: readonly number[]) {
  if (ids.length === 0) return
  const known = await db
    .select({ id: interests.id })
    .from(interests)
    .where(sql`${interests.id} = any(${bigintList(ids)})`)
  if (known.length !== ids.length) {
    throw httpError(400, 'profile.interest_unknown', 'An interest id is not on the list')
  }
}

/** Replaces the member's interests with `ids` (checked with assertKnownInterests first). */
export async function replaceMemberInterests(db: Executor, userId: number, ids: readonly number[]) {
  await db.delete(memberInterests).where(eq(memberInterests.userId, userId))
  if (ids.length > 0) {
    await db.insert(memberInterests).values(ids.map((interestId) => ({ userId, interestId })))
  }
}

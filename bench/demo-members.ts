// The benches' simulated members: demo members seeded into the bench's database, each signed
// in with a session row (no password, no argon2), and the headers a member's API call carries.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '../server/db/database'
import { prepareDatabase } from '../server/db/prepare'
import { profiles, users } from '../server/db/schema'
import { createSessionRow } from '../server/domain/accounts/sessions'
import { addDemoMembers, deleteDemoMembers } from '../server/domain/demo/seed-demo'
import { LocalMediaStore } from '../server/domain/media/storage/local-media-store'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'
import { SESSION_COOKIE } from '../server/http/session-cookies'

export interface Member {
  id: number
  cookie: string
}

/** addDemoMembers' options for `count` members of the default site, photos in a temp folder. */
export function demoMembersOptions(count: number) {
  return {
    count,
    media: new LocalMediaStore(path.join(tmpdir(), 'klik-bench-media')),
    siteId: DEFAULT_SITE.id,
    countries: DEFAULT_SITE.countries,
    batchSize: 2000,
  }
}

/**
 * Replaces the database's demo members with `count` new ones (prepared, analysed) and answers
 * the ids of the searchable ones, lowest first. Demo members only: a shared PostgreSQL may
 * hold other (test, deleted) accounts too.
 */
export async function seedDemoMembers(database: Database, count: number): Promise<number[]> {
  await prepareDatabase(database)
  await deleteDemoMembers(database.db)
  await addDemoMembers(database.db, demoMembersOptions(count))
  await database.db.execute(sql`vacuum analyze`)
  const rows = await database.db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.fictional, true), isNull(users.deletedAt), eq(profiles.searchable, true)))
    .orderBy(profiles.userId)
  return rows.map((row) => row.id)
}

/** A session for each of `ids`, one after another. */
export async function signIn(database: Database, ids: readonly number[]): Promise<Member[]> {
  const members: Member[] = []
  for (const id of ids) {
    const session = await createSessionRow(database.db, { userId: id })
    members.push({ id, cookie: session.token })
  }
  return members
}

/** The headers of a member's call from the app to the server at `base`. */
export function memberHeaders(base: URL, cookie: string): Record<string, string> {
  return {
    cookie: `${SESSION_COOKIE}=${cookie}`,
    'x-package': 'klik',
    'x-original-host': base.host,
    origin: base.origin,
  }
}

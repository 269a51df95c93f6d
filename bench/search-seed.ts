// The search bench's data (see search.ts): MEMBERS demo members in place of the database's
// earlier ones, vacuumed and analysed as a long-running database is, and the member whose
// searches are timed (in Utrecht: the nearest-first searches measure from there).
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../server/db/database'
import { prepareDatabase } from '../server/db/prepare'
import { profiles, users } from '../server/db/schema'
import { hashPassword } from '../server/domain/accounts/passwords'
import { addDemoMembers, deleteDemoMembers } from '../server/domain/demo/seed-demo'
import { coordinateColumns } from '../server/domain/geo/city-coordinates'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'
import { demoMembersOptions } from './demo-members'

export const MEMBERS = Number(process.env.BENCH_SEARCH_MEMBERS ?? 100_000)
export const VIEWER = { email: 'bench-viewer@example.com', password: 'bench search password' }
/** The viewer's place, as their profile holds it. */
export const VIEWER_PLACE = { country: 'NL', countryregion: 'UT', city: 'Utrecht' } as const

/** Seeds the members and the viewer; answers the viewer's id. */
export async function seedSearch(database: Database, log: (line: string) => void): Promise<number> {
  await prepareDatabase(database)
  const removed = await deleteDemoMembers(database.db)
  if (removed > 0) log(`  removed ${removed} earlier demo members`)
  await database.db.delete(users).where(eq(users.email, VIEWER.email))
  const started = performance.now()
  let lastLog = 0
  const result = await addDemoMembers(database.db, {
    ...demoMembersOptions(MEMBERS),
    onProgress: (done, total) => {
      if (done === total || performance.now() - lastLog > 10_000) {
        lastLog = performance.now()
        log(`  seeded ${done}/${total} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
      }
    },
  })
  log(`  seeded ${result.created} demo members in ${(result.ms / 1000).toFixed(1)} s`)
  // What a long-running database has: the visibility map set (index-only scans) and stats.
  await database.db.execute(sql`vacuum analyze`)
  const [viewer] = await database.db
    .insert(users)
    .values({
      email: VIEWER.email,
      passwordHash: await hashPassword(VIEWER.password),
      siteId: DEFAULT_SITE.id,
      language: 'en',
      activatedAt: new Date(),
    })
    .returning({ id: users.id })
  if (viewer === undefined) throw new Error('bench viewer not created')
  await database.db.insert(profiles).values({
    userId: viewer.id,
    name: 'Bench',
    gender: 'male',
    dateOfBirth: '1990-05-05',
    ...VIEWER_PLACE,
    ...coordinateColumns(VIEWER_PLACE),
  })
  return viewer.id
}

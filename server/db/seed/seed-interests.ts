// Writes INTEREST_LIST into the interests table at every start. Idempotent: an upsert by slug,
// so a restart (or a second process on a shared PostgreSQL) changes nothing, and edited labels
// or order reach the database without a migration.
import { sql } from 'drizzle-orm'
import type { Db } from '../database'
import { interests } from '../tables/interests'
import { INTEREST_LIST } from './interest-list'

export async function seedInterests(db: Db): Promise<void> {
  await db
    .insert(interests)
    .values(INTEREST_LIST.map((interest, position) => ({ ...interest, position })))
    .onConflictDoUpdate({
      target: interests.slug,
      set: { labels: sql`excluded.labels`, position: sql`excluded.position` },
    })
}

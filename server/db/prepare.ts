// Brings a freshly opened database up to date: migrations first, then the seed data.
import type { Database } from './database'
import { seedInterests } from './seed/seed-interests'

export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate()
  await seedInterests(database.db)
}

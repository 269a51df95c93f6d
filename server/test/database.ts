// The database API tests run on: the PostgreSQL server at DATABASE_URL when it is set
// (npm run test:pg), else an in-memory PGlite. Opened once per test file, migrated and seeded,
// and shared by every app the file builds; setup.ts closes it after the file.
import type { Database } from '../db/database'
import { openMemoryDatabase } from '../db/open'
import { openPostgres } from '../db/postgres'
import { prepareDatabase } from '../db/prepare'

let shared: Promise<Database> | undefined

export function testDatabase(): Promise<Database> {
  shared ??= open()
  return shared
}

export async function closeTestDatabase(): Promise<void> {
  const opened = shared
  shared = undefined
  if (opened !== undefined) await (await opened).close()
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL
  const database =
    url === undefined || url === ''
      ? await openMemoryDatabase()
      : await openPostgres(url, (error) => console.error('test database connection error', error))
  // Migrations and seeds are idempotent, so a reused PostgreSQL database is fine.
  await prepareDatabase(database)
  return database
}

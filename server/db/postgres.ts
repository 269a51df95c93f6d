// A PostgreSQL server at DATABASE_URL through a pg connection pool. Several server processes
// may share it, so migrations run under an advisory lock: the first process migrates, the
// others wait and then find nothing left to do.
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { DatabaseOpenError, MIGRATIONS_FOLDER, type Database } from './database'
import * as schema from './schema'

// Any fixed number unique to Klik's migrations (pg_advisory_lock takes a bigint).
const MIGRATION_LOCK_KEY = 7_254_184_319

export async function openPostgres(
  url: string,
  onPoolError: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url })
  // An idle connection dropped by the server emits here; unhandled it would crash the process.
  pool.on('error', onPoolError)
  // Fail at boot, not at the first request, when the server is unreachable.
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end()
    throw new DatabaseOpenError(`the PostgreSQL server at ${withoutPassword(url)}`, error)
  }
  const db = drizzle({ client: pool, schema })
  return {
    kind: 'postgres',
    db,
    migrate: () => migrateLocked(url, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    close: () => pool.end(),
  }
}

// The lock lives on its own connection, outside the pool, so migrating can still use the pool.
async function migrateLocked(url: string, run: () => Promise<void>): Promise<void> {
  const lockClient = new pg.Client({ connectionString: url })
  await lockClient.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await run()
  } finally {
    // Closing the session releases the lock even if the unlock query fails.
    await lockClient.end()
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password !== '') parsed.password = '***'
  return parsed.toString()
}

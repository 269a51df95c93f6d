// Embedded PostgreSQL (PGlite) in DATA_DIR/pg, or in memory for tests. Only one process may
// open a directory: the caller holds the DATA_DIR lock (data-dir-lock.ts).
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { mkdirSync } from 'node:fs'
import { DatabaseOpenError, MIGRATIONS_FOLDER, type Database } from './database'
import * as schema from './schema'

/** Opens PGlite stored in `directory`, or in memory when none is given. */
export async function openPglite(directory?: string): Promise<Database> {
  if (directory !== undefined) mkdirSync(directory, { recursive: true })
  const client = await PGlite.create(directory === undefined ? {} : { dataDir: directory }).catch(
    (error: unknown) => {
      throw new DatabaseOpenError(`the embedded database in ${directory ?? 'memory'}`, error)
    },
  )
  const db = drizzle({ client, schema })
  return {
    kind: 'pglite',
    db,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  }
}

// What the benches do around the server they start: a temporary DATA_DIR removed afterwards,
// the database opened for seeding and closed before the server opens it (PGlite allows one
// process per directory), and what a server on PostgreSQL needs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '../server/db/database'
import { openDatabase, type DatabaseSettings } from '../server/db/open'
import { sharedServerSecrets } from '../server/test/server-process'

/** Runs `run` with a new DATA_DIR under a temporary folder named `prefix`…, removed after. */
export async function withDataDir<T>(
  prefix: string,
  run: (dataDir: string) => Promise<T>,
): Promise<T> {
  const root = mkdtempSync(path.join(tmpdir(), prefix))
  try {
    return await run(path.join(root, 'data'))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** Opens the database of `settings`, runs `run` on it and closes it again. */
export async function withDatabase<T>(
  settings: DatabaseSettings,
  run: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(settings)
  try {
    return await run(database)
  } finally {
    await database.close()
  }
}

/** What the tables call the database of DATABASE_URL `url`. */
export function backendName(url: string | undefined): 'PGlite' | 'PostgreSQL' {
  return url === undefined || url === '' ? 'PGlite' : 'PostgreSQL'
}

/** A PostgreSQL server needs a fixed secret and VAPID pair (several processes share them). */
export function backendEnv(): Record<string, string> {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') return {}
  return sharedServerSecrets(process.env.APP_SECRET ?? 'klik-bench-load-secret-0123456789abcdef')
}

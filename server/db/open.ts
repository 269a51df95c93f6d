// Picks the database from the configuration: a PostgreSQL server when DATABASE_URL is set,
// else the embedded PGlite in DATA_DIR/pg.
import path from 'node:path'
import type { Config } from '../config'
import type { Database, DatabaseKind } from './database'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

export function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  onPoolError: (error: Error) => void = (error) =>
    console.error('PostgreSQL connection error', error),
): Promise<Database> {
  return config.DATABASE_URL === undefined
    ? openPglite(embeddedDatabaseDir(config.DATA_DIR))
    : openPostgres(config.DATABASE_URL, onPoolError)
}

/** Which database openDatabase opens for `config` (known before it is open). */
export function configuredDatabaseKind(config: Pick<Config, 'DATABASE_URL'>): DatabaseKind {
  return config.DATABASE_URL === undefined ? 'pglite' : 'postgres'
}

/** Where the embedded database lives in DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'pg')
}

/** An empty in-memory PGlite, for tests. */
export function openMemoryDatabase(): Promise<Database> {
  return openPglite()
}

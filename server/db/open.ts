// Picks the database from the configuration: a PostgreSQL server when DATABASE_URL is set,
// else the embedded PGlite in DATA_DIR/pg.
import path from 'node:path'
import type { Database, DatabaseKind } from './database'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

/** What opening the database needs of the configuration (config.ts). */
export interface DatabaseSettings {
  /** A PostgreSQL server; undefined: the embedded database in DATA_DIR/pg. */
  DATABASE_URL?: string | undefined
  DATA_DIR: string
}

export function openDatabase(
  config: DatabaseSettings,
  onPoolError: (error: Error) => void = (error) =>
    console.error('PostgreSQL connection error', error),
): Promise<Database> {
  return config.DATABASE_URL === undefined
    ? openPglite(embeddedDatabaseDir(config.DATA_DIR))
    : openPostgres(config.DATABASE_URL, onPoolError)
}

/** Which database openDatabase opens for `config` (known before it is open). */
export function configuredDatabaseKind(
  config: Pick<DatabaseSettings, 'DATABASE_URL'>,
): DatabaseKind {
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

// The one database abstraction the server uses, whichever PostgreSQL runs underneath:
// embedded PGlite (one process) or a PostgreSQL server (any number of processes).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type * as schema from './schema'

/** Drizzle, typed with every table; both drivers' databases fit it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  readonly kind: DatabaseKind
  readonly db: Db
  /** The PostgreSQL server's URL (null for PGlite): for a connection of its own (LISTEN). */
  readonly url: string | null
  /**
   * The PostgreSQL server's connection pool (absent for PGlite): read replicas run a query
   * there when they fail it (replicas.ts), and read the primary's WAL position through it.
   */
  readonly pool?: pg.Pool
  /** This open created the database (an embedded one in a new directory). */
  readonly created: boolean
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>
  /**
   * Gives back the memory a one-off job (creating, migrating, seeding the database) left
   * behind: PGlite's WebAssembly memory only grows, so it is closed and opened again. Only
   * while nothing else uses the database (start-up). Nothing to do for a PostgreSQL server
   * or an in-memory database.
   */
  reopen(): Promise<void>
  close(): Promise<void>
  /** How busy the database is now: callers waiting for it, and the longest wait so far (ms). */
  load(): DatabaseLoad
  /** Calls `observer` with each caller's wait for its turn (ms); answers the unsubscribe. */
  observeWaits(observer: (waitMs: number) => void): () => void
  /**
   * The embedded database's data directory as an uncompressed tar, consistent (taken between
   * transactions); a backup (ops/backup.ts). Absent for a PostgreSQL server: pg_dump does it.
   */
  dump?: () => Promise<Uint8Array>
}

export interface DatabaseLoad {
  waiting: number
  longestWaitMs: number
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/** How many migrations the build carries (drizzle's journal). */
export function committedMigrations(): number {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: unknown[] }
  return journal.entries.length
}

/** The database could not be opened; the message says which one and why. */
export class DatabaseOpenError extends Error {
  constructor(where: string, cause: unknown) {
    super(`Cannot open ${where}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    })
    this.name = 'DatabaseOpenError'
  }
}

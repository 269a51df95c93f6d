// PGlite runs PostgreSQL in single-user mode, which has no autovacuum: every UPDATE and
// DELETE leaves a dead row version, and every index of the table an entry pointing at it,
// until a VACUUM. The rows Klik updates all the time — a conversation's newest message on
// every send, the event counters, read marks, sessions — bloat without bound, and every
// lookup gets slower: the chat bench's database thread went from 50 % to 100 % of a core in
// 70 s at a steady 200 messages a second. So on the embedded database the server vacuums
// every table once a minute, one statement per table (requests go between them), and
// analyzes them once an hour for the planner. A table's visibility map lets VACUUM skip the
// pages nothing changed on, so a run costs what was written since the last one.
// A PostgreSQL server does this itself (autovacuum); this is for PGlite only.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from './database'
import { queryRows } from './raw'

export const VACUUM_INTERVAL_MS = 60_000
/** Every this many runs, ANALYZE as well (hourly). */
export const ANALYZE_EVERY = 60

/** The app's tables (the public schema), in name order. */
export async function appTables(db: Db): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    z.object({ tablename: z.string() }),
  )
  return rows.map((row) => row.tablename)
}

/**
 * VACUUMs (and with `analyze`, ANALYZEs) each table in its own statement, until `stopped`
 * says so (checked between tables).
 */
export async function vacuumTables(
  db: Db,
  analyze: boolean,
  stopped: () => boolean = () => false,
): Promise<void> {
  const how = analyze ? sql.raw('(analyze) ') : sql.raw('')
  for (const table of await appTables(db)) {
    if (stopped()) return
    await db.execute(sql`vacuum ${how}${sql.identifier(table)}`)
  }
}

/**
 * Vacuums every VACUUM_INTERVAL_MS (runs never overlap). Answers the stop, which resolves
 * once a run under way has finished its table: before the database closes.
 */
export function startEmbeddedVacuum(
  db: Db,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let runs = 0
  let stopping = false
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running !== undefined) return
    runs++
    running = vacuumTables(db, runs % ANALYZE_EVERY === 0, () => stopping)
      .catch(onError)
      .finally(() => (running = undefined))
  }, VACUUM_INTERVAL_MS)
  timer.unref()
  return async () => {
    stopping = true
    clearInterval(timer)
    await running
  }
}

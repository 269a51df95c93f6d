// The statements a piece of code sends, and their plans: a second drizzle instance on the same
// connection (or pool) that notes each statement with its parameters. The hot queries' SQL
// snapshots (server/domain/hot-queries.test.ts) and the search bench's plans (bench/search.ts)
// read what the real code sends through it, instead of a copy of its SQL.
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { Database, Db } from './database'
import * as schema from './schema'

export interface Statement {
  query: string
  params: unknown[]
}

export interface StatementLog {
  /** The database, noting every statement sent through it. */
  db: Db
  /** What was sent since the last `take()`, and forgets it. */
  take(): Statement[]
}

export function statementLog(database: Database): StatementLog {
  let statements: Statement[] = []
  const logger = {
    logQuery: (query: string, params: unknown[]) => statements.push({ query, params }),
  }
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: pgliteClient(database), schema, logger })
      : drizzlePg({ client: requirePool(database), schema, logger })
  return {
    db,
    take() {
      const taken = statements
      statements = []
      return taken
    },
  }
}

/** The PGlite client (the queue in front of its thread, pglite.ts) that `database.db` uses. */
function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client
}

function requirePool(database: Database) {
  if (database.pool === undefined) throw new Error('a PostgreSQL database without a pool')
  return database.pool
}

/** The plan of one noted statement, run with its parameters (`EXPLAIN ANALYZE`: it runs). */
export async function explain(database: Database, { query, params }: Statement): Promise<string> {
  const text = `explain (analyze, costs off, summary off) ${query}`
  const { rows } =
    database.kind === 'pglite'
      ? await pgliteClient(database).query<Record<string, unknown>>(text, params)
      : await requirePool(database).query<Record<string, unknown>>(text, params)
  return rows.map((row) => String(Object.values(row)[0])).join('\n')
}

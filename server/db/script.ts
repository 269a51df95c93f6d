// A transaction whose statements are all known before the first one runs: a script. On the
// embedded database it goes to the database thread as one message and runs there from BEGIN
// to COMMIT, so the database is held only while it works — not for the round trips between
// the threads, nor while the main thread serves other requests (pglite-thread.ts). On a
// PostgreSQL server it is an ordinary transaction. Hot writes (sending a message) are written
// as a script; a transaction that decides its next statement from the last one's answer is not.
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './database'
import type { ScriptQuery } from './pglite-protocol'
import { queryRows } from './raw'

/** A database client that runs scripts itself (pglite.ts). */
export interface ScriptClient {
  script(queries: ScriptQuery[]): Promise<unknown[][]>
}

// Our drizzle instances use no casing option, so a default dialect renders SQL as theirs do.
const dialect = new PgDialect()

/**
 * Runs the statements in order in one transaction and answers each one's rows (cast to
 * float8 what must be a JS number: drivers differ on bigint). Any failure rolls all back.
 */
export async function runScript<Rows extends unknown[][]>(
  db: Db,
  statements: { [K in keyof Rows]: SQL },
): Promise<Rows> {
  const client = (db as { $client?: Partial<ScriptClient> }).$client
  if (typeof client?.script === 'function') {
    const queries = statements.map((statement) => {
      const { sql, params } = dialect.sqlToQuery(statement)
      return { sql, params }
    })
    return (await client.script(queries)) as Rows
  }
  return db.transaction(async (tx) => {
    const results: unknown[][] = []
    for (const statement of statements) results.push(await queryRows(tx, statement))
    return results as Rows
  })
}

// What the api project's global setup (global-setup.ts) hands to the test files
// (database.ts): where the migrated template database is, and the PostgreSQL helpers both use.
import pg from 'pg'

export type TestDatabaseTemplate =
  /** A PGlite data directory dumped to `file` (a tarball). */
  | { kind: 'pglite'; file: string }
  /** A template database `name` on the PostgreSQL server at `server`. */
  | { kind: 'postgres'; server: string; name: string }

/** Runs one statement on its own connection (CREATE and DROP DATABASE refuse a transaction). */
export async function adminQuery(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` on the server at `server`. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}

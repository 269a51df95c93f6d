// The database API tests run on: the PostgreSQL server at DATABASE_URL when it is set
// (npm run test:pg), else an in-memory PGlite. Opened once per test file, migrated and seeded,
// and shared by every app the file builds; setup.ts closes it after the file.
//
// A file whose work takes from a table every file writes (the job worker takes any due job)
// calls ownTestDatabase() first: on PostgreSQL it then gets a database of its own, made for
// the file and dropped after it, so files running at once never take each other's rows.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Database } from '../db/database'
import { openMemoryDatabase } from '../db/open'
import { openPostgres } from '../db/postgres'
import { prepareDatabase } from '../db/prepare'

let shared: Promise<Database> | undefined
let own = false
/** The private PostgreSQL database to drop after the file. */
let dropOwn: (() => Promise<void>) | undefined

/** This file's tests get a database of their own (call before testDatabase). */
export function ownTestDatabase(): void {
  own = true
}

export function testDatabase(): Promise<Database> {
  shared ??= open()
  return shared
}

export async function closeTestDatabase(): Promise<void> {
  const opened = shared
  shared = undefined
  if (opened !== undefined) await (await opened).close()
  const drop = dropOwn
  dropOwn = undefined
  await drop?.()
}

/** A new database on the server at `url`; answers its URL and how to drop it. */
async function createOwnDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `klik_test_${randomUUID().replaceAll('-', '')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const own = new URL(url)
  own.pathname = `/${name}`
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

async function open(): Promise<Database> {
  let url = process.env.DATABASE_URL
  if (own && url !== undefined && url !== '') {
    const created = await createOwnDatabase(url)
    url = created.url
    dropOwn = created.drop
  }
  const database =
    url === undefined || url === ''
      ? await openMemoryDatabase()
      : await openPostgres(url, (error) => console.error('test database connection error', error))
  // Migrations and seeds are idempotent, so a reused PostgreSQL database is fine.
  await prepareDatabase(database)
  return database
}

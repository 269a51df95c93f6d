// The database of one API test file: its own, copied from the run's migrated and seeded
// template (global-setup.ts), so test files run in parallel and in any order without seeing
// each other's rows. An in-memory PGlite loaded from the template's dump, or, with
// DATABASE_URL (npm run test:pg), a database made from the template database on that server
// and dropped after the file. Opened at the first call and shared by every app the file
// builds; setup.ts closes it after the file, once its books are checked (checkTestLedger).
import { randomUUID } from 'node:crypto'
import { inject } from 'vitest'
import type { Database } from '../db/database'
import { openPglite } from '../db/pglite'
import { openPostgres } from '../db/postgres'
import { checkLedger } from '../domain/credits/ledger-check'
import { adminQuery, databaseUrl } from './database-template'

let opened: Promise<Database> | undefined
/** Drops the file's PostgreSQL database. */
let dropOwn: (() => Promise<void>) | undefined

export function testDatabase(): Promise<Database> {
  opened ??= open()
  return opened
}

/**
 * The file's PostgreSQL database, for server processes a test starts on it (undefined on
 * PGlite, where a process has a DATA_DIR of its own).
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  if (inject('testDatabaseTemplate').kind === 'pglite') return undefined
  return (await testDatabase()).url ?? undefined
}

/**
 * What `npm run ledger -- check` would find wrong in the file's database after its tests:
 * every file leaves books that add up (a test of a fault undoes it, see ledger-check.test.ts).
 */
export async function checkTestLedger(): Promise<string[]> {
  if (opened === undefined) return []
  return (await checkLedger((await opened).db)).problems
}

export async function closeTestDatabase(): Promise<void> {
  const database = opened
  opened = undefined
  if (database !== undefined) await (await database).close()
  const drop = dropOwn
  dropOwn = undefined
  await drop?.()
}

async function open(): Promise<Database> {
  const template = inject('testDatabaseTemplate')
  if (template.kind === 'pglite') {
    // Made by this run from these migrations: nothing to migrate or seed.
    return openPglite(undefined, { template: template.file })
  }
  const name = `klik_test_${randomUUID().replaceAll('-', '')}`
  await adminQuery(template.server, `create database ${name} template ${template.name}`)
  dropOwn = () => adminQuery(template.server, `drop database if exists ${name} with (force)`)
  return openPostgres(databaseUrl(template.server, name), (error) =>
    console.error('test database connection error', error),
  )
}

// Vitest global setup for the api project: one migrated and seeded database, made once per
// run, that every test file's own database is copied from (database.ts), so the files can run
// in parallel without taking each other's rows, and none spends seconds creating and
// migrating a database.
//   - PGlite: a data directory dumped to a file; each file's in-memory PGlite loads it.
//   - PostgreSQL (DATABASE_URL): a template database; each file's database is
//     CREATE DATABASE … TEMPLATE it, and dropped after the file.
// And the server compiled as `npm run build` compiles it (under 1 s), for the tests that start
// it as a process (test/server-process.ts): TEST_SERVER_BUNDLE, which the workers inherit.
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { buildServer } from '../../scripts/build-server.mjs'
import { MIGRATIONS_FOLDER } from '../db/database'
import { START_PARAMS } from '../db/pglite-protocol'
import { openPostgres } from '../db/postgres'
import { prepareDatabase } from '../db/prepare'
import * as schema from '../db/schema'
import { seedInterests } from '../db/seed/seed-interests'
import { adminQuery, databaseUrl, type TestDatabaseTemplate } from './database-template'

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const removeBundle = await bundleServer()
  const removeTemplate = await makeTemplate(project)
  return async () => {
    await removeTemplate()
    removeBundle()
  }
}

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the server for this run (a folder of its own: runs may overlap); answers its removal. */
async function bundleServer(): Promise<() => void> {
  const cache = path.join(PROJECT_ROOT, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(path.join(cache, 'klik-test-server-'))
  await buildServer(path.relative(PROJECT_ROOT, dir))
  process.env.TEST_SERVER_BUNDLE = dir
  return () => rmSync(dir, { recursive: true, force: true })
}

async function makeTemplate(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') {
    const dir = mkdtempSync(path.join(tmpdir(), 'klik-test-template-'))
    const file = path.join(dir, 'pgdata.tar')
    const pg = await PGlite.create({ startParams: START_PARAMS })
    try {
      // What prepareDatabase does, on a PGlite of this process rather than the server's thread,
      // which cannot dump its data directory.
      const db = drizzle({ client: pg, schema })
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
      await seedInterests(db)
      const dump = await pg.dumpDataDir('none')
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    } finally {
      await pg.close()
    }
    project.provide('testDatabaseTemplate', { kind: 'pglite', file })
    return () => {
      rmSync(dir, { recursive: true, force: true })
      return Promise.resolve()
    }
  }
  const name = `klik_template_${randomUUID().replaceAll('-', '')}`
  await adminQuery(url, `create database ${name}`)
  // Migrated and seeded as a server would be, then closed: a template may have no connections.
  const database = await openPostgres(databaseUrl(url, name), (error) => {
    throw error
  })
  try {
    await prepareDatabase(database)
  } finally {
    await database.close()
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', server: url, name })
  return () => adminQuery(url, `drop database if exists ${name} with (force)`)
}

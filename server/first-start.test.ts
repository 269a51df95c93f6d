// The first start's set-up process (issue 29 §6): when it runs, that it leaves a migrated,
// seeded embedded database and a free DATA_DIR behind, and that its failure reaches the server
// with its exit code and what it said. One real set-up (initdb from nothing) for the file.
import { sql } from 'drizzle-orm'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDataDirLock, LOCK_FILE_NAME } from './db/data-dir-lock'
import { MIGRATIONS_FOLDER } from './db/database'
import { openDatabase } from './db/open'
import { queryRow } from './db/raw'
import { countDemoMembers } from './domain/demo/seed-demo'
import { FirstStartError, needsFirstStartSetup, runFirstStartSetup } from './first-start'
import { temporaryDir } from './test/temp'

const DEMO_MEMBERS = 12

function setupEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    SEED_DEMO_MEMBERS: String(DEMO_MEMBERS),
  }
}

function committedMigrations(): number {
  const journal = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length
}

describe('the first start', () => {
  it('needs the set-up only for an embedded DATA_DIR without a database', () => {
    const dataDir = temporaryDir()
    expect(needsFirstStartSetup({ DATA_DIR: dataDir, DATABASE_URL: undefined })).toBe(true)
    expect(
      needsFirstStartSetup({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/klik' }),
    ).toBe(false)
  })

  it('creates, migrates and seeds the database in a process of its own, then frees DATA_DIR', async () => {
    const dataDir = temporaryDir()
    const result = await runFirstStartSetup(setupEnv(dataDir))
    expect(result).toMatchObject({ created: true, seeded: { created: DEMO_MEMBERS } })
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false)
    expect(needsFirstStartSetup({ DATA_DIR: dataDir, DATABASE_URL: undefined })).toBe(false)

    // The server's next step: take the lock and open the database, which is ready for it.
    const lock = acquireDataDirLock(dataDir)
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
    try {
      expect(database.created).toBe(false)
      const row = await queryRow<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect(row?.n).toBe(committedMigrations())
      expect(await countDemoMembers(database.db)).toBe(DEMO_MEMBERS)
    } finally {
      await database.close()
      lock.release()
    }
  }, 120_000)

  it('fails with the exit code and the words of the set-up, which respects the DATA_DIR lock', async () => {
    const dataDir = temporaryDir()
    const lock = acquireDataDirLock(dataDir)
    try {
      const failed = await runFirstStartSetup(setupEnv(dataDir)).catch((error: unknown) => error)
      expect(failed).toBeInstanceOf(FirstStartError)
      const { exitCode, stderr, message } = failed as FirstStartError
      expect(exitCode).toBe(1)
      expect(stderr).toContain(`DATA_DIR ${dataDir} is in use by another Klik server`)
      expect(stderr).toContain(`pid ${process.pid}`)
      expect(message).toContain('failed with exit code 1:\nDATA_DIR')
      // It touched nothing: no database was made beside the lock's holder.
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false)
    } finally {
      lock.release()
    }
  }, 60_000)
})

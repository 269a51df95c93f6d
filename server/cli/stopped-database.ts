// The database of an operator command that needs no server secrets (admin, ledger): the one at
// DATABASE_URL, else the embedded one in DATA_DIR (default ./data), locked so that a running
// server — or a second command — cannot open it meanwhile, migrated, and closed afterwards.
import path from 'node:path'
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'

export async function withStoppedDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data')
  let lock: DataDirLock | undefined
  let database: Database | undefined
  try {
    if (databaseUrl === undefined) lock = acquireDataDirLock(dataDir)
    database = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
    await database.migrate()
    return await work(database)
  } finally {
    await database?.close()
    lock?.release()
  }
}

// npm run restore -- FILE
// Restores a backup made by `npm run backup` (ops/restore.ts) into an empty DATA_DIR, or into
// an empty PostgreSQL database when DATABASE_URL is set. Refuses a target that is not empty.
// Then start the server as usual.
import { ConfigError, loadConfig } from '../config'
import { LockHeldError } from '../db/data-dir-lock'
import { DatabaseOpenError } from '../db/database'
import { restoreBackup, RestoreRefused } from '../ops/restore'
import path from 'node:path'

const USAGE = `Usage: npm run restore -- FILE
  Restores FILE (a klik-backup-….tar) into DATA_DIR, which must be empty or missing; with
  DATABASE_URL, into that database, which must be empty.`

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    console.error(USAGE)
    process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2)
  }
  const file = path.resolve(args[0] as string)
  try {
    const config = loadConfig(process.env)
    const result = await restoreBackup(file, config)
    console.log(
      `Restored ${path.basename(file)} (${result.manifest.database}, made ${result.manifest.created}): ` +
        `${result.members} members, in ${result.ms} ms. Start the server as usual.`,
    )
  } catch (error) {
    const expected = [ConfigError, LockHeldError, DatabaseOpenError, RestoreRefused].some(
      (kind) => error instanceof kind,
    )
    console.error(
      `Restore failed: ${error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : String(error)}`,
    )
    process.exit(1)
  }
}

await main()

// npm run backup [-- --dir DIR]
// Writes a backup of the site (ops/backup.ts) while it runs and prints the file's name.
// With the embedded database the running server holds it, so the server makes the backup,
// asked over DATA_DIR/control.sock (plugins/backups.ts); with no server running this command
// opens DATA_DIR itself. With DATABASE_URL it runs pg_dump and copies DATA_DIR's files itself.
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { ConfigError, loadConfig, type Config } from '../config'
import { acquireDataDirLock, LockHeldError, type DataDirLock } from '../db/data-dir-lock'
import { DatabaseOpenError, type Database } from '../db/database'
import { openDatabase } from '../db/open'
import { writeBackup, type BackupResult } from '../ops/backup'
import { CONTROL_SOCKET_NAME } from '../plugins/backups'

const USAGE = `Usage: npm run backup [-- --dir DIR]
  Writes klik-backup-<time>.tar into DIR (default BACKUP_DIR, else DATA_DIR/backups).
  Uses DATABASE_URL, else the embedded database in DATA_DIR (through the running server).`

/** Asks the server holding DATA_DIR for a backup; null when no server answers there. */
function askServer(socket: string, dir: string | undefined): Promise<BackupResult | null> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: socket,
        method: 'POST',
        path: '/backup',
        headers: dir ? { 'x-backup-dir': dir } : {},
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          if (response.statusCode === 200) resolve(JSON.parse(body) as BackupResult)
          else reject(new Error(`the server could not write the backup: ${body}`))
        })
      },
    )
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null)
      else reject(error)
    })
    call.end()
  })
}

async function backup(config: Config, dir: string | undefined): Promise<BackupResult> {
  const socket = path.join(config.DATA_DIR, CONTROL_SOCKET_NAME)
  if (config.DATABASE_URL === undefined && existsSync(socket)) {
    const answer = await askServer(socket, dir)
    if (answer !== null) return answer
  }
  let lock: DataDirLock | undefined
  let database: Database | undefined
  try {
    if (config.DATABASE_URL === undefined) lock = acquireDataDirLock(config.DATA_DIR)
    database = await openDatabase(config)
    return await writeBackup(config, database, dir ?? config.BACKUP_DIR)
  } finally {
    await database?.close()
    lock?.release()
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return
  }
  let dir: string | undefined
  if (args[0] === '--dir' && args[1] !== undefined && args.length === 2) dir = path.resolve(args[1])
  else if (args.length > 0) {
    console.error(USAGE)
    process.exit(2)
  }
  try {
    const config = loadConfig(process.env)
    const result = await backup(config, dir)
    const mib = (result.bytes / 1024 / 1024).toFixed(1)
    console.log(`Backup written: ${result.file} (${mib} MiB, ${result.ms} ms)`)
  } catch (error) {
    const expected = [ConfigError, LockHeldError, DatabaseOpenError].some(
      (kind) => error instanceof kind,
    )
    console.error(
      `Backup failed: ${error instanceof Error ? (expected ? error.message : (error.stack ?? error.message)) : String(error)}`,
    )
    process.exit(1)
  }
}

await main()

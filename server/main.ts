// Starts the server: reads the configuration, locks DATA_DIR when the embedded database is
// used, builds the app (which opens, migrates and seeds the database) and listens. SIGINT or
// SIGTERM closes it gracefully: open requests finish, the database closes, the lock goes.
import { buildApp, type App } from './app'
import { ConfigError, loadConfig } from './config'
import { acquireDataDirLock, LockHeldError, type DataDirLock } from './db/data-dir-lock'
import { DatabaseOpenError } from './db/database'
import { warmPasswordCheck } from './domain/accounts/password-strength'
import { SitesError } from './domain/sites/load-sites'

const SHUTDOWN_TIMEOUT_MS = 10_000

let app: App | undefined
let lock: DataDirLock | undefined
let stopping = false

async function start(): Promise<void> {
  const config = loadConfig(process.env)
  // Only the embedded PGlite needs it; PostgreSQL servers take any number of processes.
  if (config.DATABASE_URL === undefined) lock = acquireDataDirLock(config.DATA_DIR)
  app = await buildApp(config)
  // Ranking the password dictionaries blocks for a moment: before listening, not during a
  // request.
  await warmPasswordCheck()
  if (stopping) return
  await app.listen({ port: config.PORT, host: config.HOST })
}

async function stop(signal: string): Promise<void> {
  if (stopping) {
    // A second Ctrl-C means "now".
    process.exit(1)
  }
  stopping = true
  app?.log.info({ signal }, 'shutting down')
  const timer = setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting.`)
    lock?.release()
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS)
  timer.unref()
  try {
    // Let a boot in progress finish (a half-created database directory helps nobody).
    await booting.catch(() => undefined)
    await app?.close()
  } finally {
    lock?.release()
  }
}

function bootFailed(error: unknown): never {
  // Expected problems get their message only; anything else its stack as well.
  const expected = [ConfigError, LockHeldError, SitesError, DatabaseOpenError].some(
    (kind) => error instanceof kind,
  )
  const detail =
    error instanceof Error
      ? expected
        ? error.message
        : (error.stack ?? error.message)
      : String(error)
  console.error(`Klik server did not start.\n${detail}`)
  lock?.release()
  process.exit(1)
}

const booting = start()
booting.catch(bootFailed)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exit(1)
      },
    )
  })
}

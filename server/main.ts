// Starts the server: reads the configuration, runs the first start's set-up in a process of
// its own when the embedded database does not exist yet (first-start.ts), locks DATA_DIR when
// the embedded database is used, builds the app (which opens, migrates and seeds the
// database) and listens. SIGINT or SIGTERM closes it gracefully: open requests finish, the
// database closes, the lock goes.
import { buildApp, type App } from './app'
import { describeBootError } from './boot-error'
import { loadConfig } from './config'
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock'
import { warmPasswordCheck } from './domain/accounts/password-strength'
import { FirstStartError, needsFirstStartSetup, runFirstStartSetup } from './first-start'

const SHUTDOWN_TIMEOUT_MS = 10_000

let app: App | undefined
let lock: DataDirLock | undefined
let stopping = false

async function start(): Promise<void> {
  const config = loadConfig(process.env)
  // The set-up process holds the DATA_DIR lock while it works and releases it as it exits.
  const firstStart = needsFirstStartSetup(config) ? await runFirstStartSetup(process.env) : null
  if (stopping) return
  // Only the embedded PGlite needs it; PostgreSQL servers take any number of processes.
  if (config.DATABASE_URL === undefined) lock = acquireDataDirLock(config.DATA_DIR)
  app = await buildApp(config)
  if (firstStart !== null) {
    const members = firstStart.seeded?.created ?? 0
    app.log.info(
      firstStart,
      `first start: created the database and ${members} demo members in ${firstStart.ms} ms, in a set-up process`,
    )
  }
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
  console.error(`Klik server did not start.\n${describeBootError(error)}`)
  lock?.release()
  // A failed set-up process's code is the server's (a killed one's 128 + its signal).
  process.exit(error instanceof FirstStartError ? error.exitCode : 1)
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

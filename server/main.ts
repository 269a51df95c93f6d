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
import { loadCountries } from './domain/geo/city-coordinates'
import { stdoutLog } from './log-destination'
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
  // Ranking the password dictionaries and reading the sites' cities (a third of a second each)
  // block for a moment: before listening, not during a request.
  await warmPasswordCheck()
  loadCountries(app.sites.sites.flatMap((site) => site.countries))
  if (stopping) return
  await app.listen({ port: config.PORT, host: config.HOST })
}

/**
 * Ends the process now, whatever it is doing: the lock goes first (a restart need not wait
 * for its takeover), then SIGKILL to itself. Not process.exit(), whose exit path joins the
 * worker threads and flushes logs, and can wait for either without end.
 */
function endNow(why: string): never {
  lock?.release()
  app?.log.error(why)
  process.kill(process.pid, 'SIGKILL')
  throw new Error('unreachable: SIGKILL did not end the process')
}

async function stop(signal: string): Promise<void> {
  // A second Ctrl-C (or SIGTERM) means "now".
  if (stopping) endNow(`${signal} again while stopping: ending now`)
  stopping = true
  app?.log.info({ signal }, 'shutting down')
  // Not unref'd: it keeps the event loop alive until an exit is chosen here. A loop that ran
  // dry would end the process by itself, and that exit waits for every libuv thread, one
  // stuck writing a log line to a pipe nobody reads included, without end.
  setTimeout(
    () => endNow(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; ending now.`),
    SHUTDOWN_TIMEOUT_MS,
  )
  try {
    // Let a boot in progress finish (a half-created database directory helps nobody).
    await booting.catch(() => undefined)
    await app?.close()
  } finally {
    lock?.release()
  }
  // The last lines (written asynchronously: log-destination.ts), if a reader takes them.
  // A write that does not go out within a second waits in a thread that exit() would join.
  if (!(await stdoutLog().flush(1_000)))
    endNow('the log is not read (its pipe is full): ending now')
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

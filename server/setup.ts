// The first start's set-up, in a process of its own (see first-start.ts): takes the DATA_DIR
// lock, creates and migrates the embedded database, adds the demo members (SEED_DEMO), closes
// it, releases the lock, sends the server what it did and exits. Everything it grew goes with
// the process. The configuration is the server's: the same environment.
import path from 'node:path'
import { describeBootError } from './boot-error'
import { loadConfig } from './config'
import { acquireDataDirLock, type DataDirLock } from './db/data-dir-lock'
import type { Database } from './db/database'
import { openDatabase } from './db/open'
import { prepareDatabase } from './db/prepare'
import { startDemoSeed } from './domain/demo/seed-demo'
import { openMediaStores } from './domain/media/storage/open-stores'
import { DEFAULT_SITE } from './domain/sites/default-site'
import type { FirstStartResult } from './first-start'

async function setUp(): Promise<FirstStartResult> {
  const started = performance.now()
  const config = loadConfig(process.env)
  if (config.DATABASE_URL !== undefined) {
    throw new Error('The first-start set-up is for the embedded database (DATABASE_URL is set)')
  }
  let lock: DataDirLock | undefined
  let database: Database | undefined
  const stores = openMediaStores(config)
  try {
    lock = acquireDataDirLock(config.DATA_DIR)
    // Before the database opens, as the server does it: the avatars render during initdb.
    const demoSeed = startDemoSeed(config, DEFAULT_SITE, stores.media)
    database = await openDatabase(config)
    await prepareDatabase(database)
    const seeded = config.SEED_DEMO ? await demoSeed.seedIfEmpty(database.db) : null
    return { created: database.created, seeded, ms: Math.round(performance.now() - started) }
  } finally {
    await database?.close()
    stores.close()
    lock?.release()
  }
}

// The server waits for a set-up under way when it is stopped (a half-created database helps
// nobody); a Ctrl-C reaches this process too: the first is let pass, a second one stops it.
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(1)
    interrupted = true
  })
}

if (process.send === undefined) {
  console.error(`${path.basename(process.argv[1] ?? 'setup')} is started by the Klik server`)
  process.exit(2)
}
const send = process.send.bind(process)
try {
  const result = await setUp()
  await new Promise<void>((resolve, reject) =>
    send(result, (error: Error | null) => (error === null ? resolve() : reject(error))),
  )
  process.exit(0)
} catch (error) {
  console.error(describeBootError(error))
  process.exit(1)
}

// npm run seed -- --members 100000 [--reset]
// Adds demo members to the configured database (DATABASE_URL, else the embedded one in
// DATA_DIR), after any that exist; --reset deletes the earlier demo members first. Takes the
// DATA_DIR lock like the server, so it refuses to run while a server uses the directory.
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { acquireDataDirLock, LockHeldError, type DataDirLock } from '../db/data-dir-lock'
import { DatabaseOpenError, type Database } from '../db/database'
import { openDatabase } from '../db/open'
import { prepareDatabase } from '../db/prepare'
import { addDemoMembers, countDemoMembers, deleteDemoMembers } from '../domain/demo/seed-demo'
import { openMediaStores } from '../domain/media/storage/open-stores'
import { DEFAULT_SITE } from '../domain/sites/default-site'

const MAX_MEMBERS = 1_000_000

const USAGE = `Usage: npm run seed -- --members <count> [--reset]
  --members <count>  demo members to add, 1-${MAX_MEMBERS} (after any that exist)
  --reset            delete every earlier demo member first (--members may then be 0 or left out)
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data); stop the server first.`

class UsageError extends Error {}

interface Options {
  members: number
  reset: boolean
}

function parseSeedArgs(argv: string[]): Options {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        members: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values } = parsed
  if (values.help) throw new UsageError('')
  if (values.members === undefined) {
    if (values.reset) return { members: 0, reset: true }
    throw new UsageError('--members is required')
  }
  const text = values.members.replace(/_/g, '')
  const members = /^\d+$/.test(text) ? Number(text) : Number.NaN
  const min = values.reset ? 0 : 1
  if (!Number.isSafeInteger(members) || members < min || members > MAX_MEMBERS) {
    throw new UsageError(
      `--members must be a whole number from ${min} to ${MAX_MEMBERS} (got ${JSON.stringify(values.members)})`,
    )
  }
  return { members, reset: values.reset }
}

function progress(done: number, total: number, started: number): void {
  const seconds = (performance.now() - started) / 1000
  const line = `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} members (${seconds.toFixed(1)} s)`
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`)
  else if (done === total || done % Math.max(1000, Math.ceil(total / 20 / 1000) * 1000) === 0) {
    console.log(line)
  }
}

async function run(options: Options): Promise<void> {
  const config = loadConfig(process.env)
  let lock: DataDirLock | undefined
  let database: Database | undefined
  // The avatars go where the server reads them: DATA_DIR/media, or the S3 bucket.
  const stores = openMediaStores(config)
  try {
    if (config.DATABASE_URL === undefined) lock = acquireDataDirLock(config.DATA_DIR)
    const where = config.DATABASE_URL === undefined ? config.DATA_DIR : 'DATABASE_URL'
    database = await openDatabase(config)
    await prepareDatabase(database)
    if (options.reset) {
      const deleted = await deleteDemoMembers(database.db)
      console.log(`Deleted ${deleted.toLocaleString('en')} demo members.`)
    }
    if (options.members > 0) {
      console.log(`Adding ${options.members.toLocaleString('en')} demo members to ${where} …`)
      const started = performance.now()
      const result = await addDemoMembers(database.db, {
        count: options.members,
        media: stores.media,
        siteId: DEFAULT_SITE.id,
        countries: DEFAULT_SITE.countries,
        onProgress: (done, total) => progress(done, total, started),
      })
      if (process.stdout.isTTY) process.stdout.write('\n')
      const perSecond = Math.round(result.created / (result.ms / 1000))
      console.log(
        `Added ${result.created.toLocaleString('en')} demo members in ${(result.ms / 1000).toFixed(1)} s ` +
          `(${perSecond.toLocaleString('en')}/s; ${result.rendered} avatar files drawn).`,
      )
    }
    const total = await countDemoMembers(database.db)
    console.log(`The database now has ${total.toLocaleString('en')} demo members.`)
  } finally {
    await database?.close()
    stores.close()
    lock?.release()
  }
}

async function main(): Promise<void> {
  let options: Options
  try {
    options = parseSeedArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(error.message === '' ? USAGE : `${error.message}\n\n${USAGE}`)
    process.exit(error.message === '' ? 0 : 2)
  }
  try {
    await run(options)
  } catch (error) {
    const expected = [ConfigError, LockHeldError, DatabaseOpenError].some(
      (kind) => error instanceof kind,
    )
    console.error(
      `Seeding failed: ${expected && error instanceof Error ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exit(1)
  }
}

await main()

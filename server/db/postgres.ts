// A PostgreSQL server at DATABASE_URL through a pg connection pool. Several server processes
// may share it, so migrations run under an advisory lock: the first process migrates, the
// others wait and then find nothing left to do. The pool's connections are handed out oldest
// request first (fair-queue.ts), not in the order queries happen to ask.
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { DatabaseOpenError, MIGRATIONS_FOLDER, type Database, type DatabaseLoad } from './database'
import { FairQueue } from './fair-queue'
import * as schema from './schema'

// Any fixed number unique to Klik's migrations (pg_advisory_lock takes a bigint).
const MIGRATION_LOCK_KEY = 7_254_184_319
// pg's default pool size.
const DEFAULT_POOL_SIZE = 10

export async function openPostgres(
  url: string,
  onPoolError: (error: Error) => void,
): Promise<Database> {
  const pool = new FairPool({ connectionString: url })
  // An idle connection dropped by the server emits here; unhandled it would crash the process.
  pool.on('error', onPoolError)
  // Fail at boot, not at the first request, when the server is unreachable.
  try {
    const probe = await pool.connect()
    probe.release()
  } catch (error) {
    await pool.end()
    throw new DatabaseOpenError(`the PostgreSQL server at ${withoutPassword(url)}`, error)
  }
  const db = drizzle({ client: pool, schema })
  return {
    kind: 'postgres',
    url,
    created: false,
    db,
    pool,
    migrate: () => migrateLocked(url, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    reopen: () => Promise.resolve(),
    close: () => pool.end(),
    load: () => pool.load(),
    observeWaits: (observer) => {
      pool.waitObservers.add(observer)
      return () => pool.waitObservers.delete(observer)
    },
  }
}

// The lock lives on its own connection, outside the pool, so migrating can still use the pool.
async function migrateLocked(url: string, run: () => Promise<void>): Promise<void> {
  const lockClient = new pg.Client({ connectionString: url })
  await lockClient.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await run()
  } finally {
    // Closing the session releases the lock even if the unlock query fails.
    await lockClient.end()
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password !== '') parsed.password = '***'
  return parsed.toString()
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void

/**
 * A pg.Pool whose connections wait in a FairQueue with one slot per connection. Both ways in
 * go through connect(): drizzle's transactions (connect … release) and single statements
 * (the pool's query() connects, queries and releases).
 */
class FairPool extends pg.Pool {
  private readonly queue: FairQueue

  constructor(config: pg.PoolConfig) {
    super(config)
    this.queue = new FairQueue(config.max ?? DEFAULT_POOL_SIZE)
  }

  get waitObservers(): Set<(waitMs: number) => void> {
    return this.queue.observers
  }

  load(): DatabaseLoad {
    return { waiting: this.queue.waiting, longestWaitMs: this.queue.longestWaitMs() }
  }

  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connected = this.connectFairly()
    if (callback === undefined) return connected
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: unknown) => callback(error as Error, undefined, () => undefined),
    )
    return undefined
  }

  private async connectFairly(): Promise<pg.PoolClient> {
    const done = await this.queue.acquire()
    let client: pg.PoolClient
    try {
      client = await super.connect()
    } catch (error) {
      done()
      throw error
    }
    const release = client.release.bind(client)
    client.release = (error?: Error | boolean) => {
      // Back to the pool first, so the next in line finds the connection free.
      release(error)
      done()
    }
    return client
  }
}

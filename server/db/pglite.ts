// Embedded PostgreSQL (PGlite) in DATA_DIR/pg, or in memory for tests. Only one process may
// open a directory: the caller holds the DATA_DIR lock (data-dir-lock.ts).
//
// Memory: PGlite's WebAssembly memory only ever grows. Creating a new database runs initdb in
// it and leaves some 400 MiB behind, so a fresh directory is created, closed and opened again.
// PostgreSQL's shared buffers live in that memory too; the operating system's file cache holds
// the data files anyway, so SHARED_BUFFERS is kept small (measured in `npm run bench -- load`).
//
// Every query goes through a FairQueue of one slot: the oldest request is served first.
//
// Drizzle asks every query to keep dates, timestamps and intervals as text (it maps them
// itself). PGlite copies per-query parsers into its table of some 300 types on every query,
// about a fifth of a small query's cost; installed once at creation, the copy is skipped.
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseOpenError, MIGRATIONS_FOLDER, type Database } from './database'
import { FairQueue } from './fair-queue'
import * as schema from './schema'

const SHARED_BUFFERS = '32MB'

// PGlite's own start parameters (it has no way to add to them) plus ours.
const START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  ...[
    'search_path=public',
    'exit_on_error=false',
    'log_checkpoints=false',
    'max_worker_processes=0',
    'max_parallel_workers=0',
    'max_parallel_workers_per_gather=0',
    'io_method=sync',
    'max_parallel_maintenance_workers=0',
    `shared_buffers=${SHARED_BUFFERS}`,
  ].flatMap((setting) => ['-c', setting]),
]

const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]
const asText = (value: string) => value
const PARSERS = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, asText]))
const preinstalled = new Set(KEPT_AS_TEXT.map(String))

/** `options` without the parsers PARSERS already installed, if those are all it asks for. */
function withoutPreinstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options
  if (!Object.keys(options.parsers).every((type) => preinstalled.has(type))) return options
  const { parsers: _installed, ...rest } = options
  return rest
}

/** Opens PGlite stored in `directory`, or in memory when none is given. */
export async function openPglite(directory?: string): Promise<Database> {
  const where = `the embedded database in ${directory ?? 'memory'}`
  const create = () =>
    PGlite.create({
      ...(directory === undefined ? {} : { dataDir: directory }),
      startParams: START_PARAMS,
      parsers: PARSERS,
    }).catch((error: unknown) => {
      throw new DatabaseOpenError(where, error)
    })
  if (directory !== undefined && !existsSync(path.join(directory, 'PG_VERSION'))) {
    mkdirSync(directory, { recursive: true })
    await (await create()).close()
  }
  const client = await create()
  const db = drizzle({ client: scheduled(client, new FairQueue(1)), schema })
  return {
    kind: 'pglite',
    db,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  }
}

/**
 * `client` with its queries and transactions waiting their turn in `queue`. PGlite keeps its
 * state in private fields, so every other method is bound to the client itself.
 */
function scheduled(client: PGlite, queue: FairQueue): PGlite {
  const overrides: Partial<Record<PropertyKey, unknown>> = {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      queue.run(() => client.query(query, params, withoutPreinstalledParsers(options))),
    exec: (...args: Parameters<PGlite['exec']>) => queue.run(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      queue.run(() => client.transaction(...args)),
  }
  return new Proxy(client, {
    get(target, property) {
      if (property in overrides) return overrides[property]
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value
    },
  })
}

// Embedded PostgreSQL (PGlite) in DATA_DIR/pg, or in memory for tests. Only one process may
// open a directory: the caller holds the DATA_DIR lock (data-dir-lock.ts).
//
// PGlite runs in a worker thread (pglite-thread.ts), so its WebAssembly and protocol work no
// longer stop the requests the main thread is serving. Every query and transaction waits its
// turn in a FairQueue: the oldest request is served first. The queue lets IN_FLIGHT callers
// through at once, so the thread has the next query at hand when it finishes one (a round
// trip between threads is not free); few enough that the queue, not the thread, decides the
// order.
//
// Memory: PGlite's WebAssembly memory only ever grows. Creating a new database (initdb) leaves
// some 400 MiB behind, migrating and seeding it more, so reopen() lets the server start afresh
// in a new thread once it has created, migrated and seeded the database. (The server's very
// first start does that in a process of its own instead: first-start.ts.)
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { stdoutLog } from '../log-destination'
import { DatabaseOpenError, MIGRATIONS_FOLDER, type Database } from './database'
import type { ScriptClient } from './script'
import { FairQueue } from './fair-queue'
import {
  KEPT_AS_TEXT,
  type ScriptQuery,
  type ThreadCall,
  type ThreadReply,
} from './pglite-protocol'
import * as schema from './schema'

/**
 * Opens PGlite stored in `directory`, or in memory when none is given. `template`: a data
 * directory dumped by PGlite (`dumpDataDir`) to start from instead of creating a database,
 * which takes seconds (the API tests' migrated template, server/test/global-setup.ts).
 */
export async function openPglite(
  directory?: string,
  { template }: { template?: string } = {},
): Promise<Database> {
  const where = `the embedded database in ${directory ?? 'memory'}`
  const open = async (from?: string) => {
    const thread = new PgliteThread(directory, from)
    try {
      await thread.ready()
      return thread
    } catch (error) {
      await thread.terminate()
      throw new DatabaseOpenError(where, error)
    }
  }
  const created = directory !== undefined && !pgliteDatabaseExists(directory)
  if (created) mkdirSync(directory, { recursive: true })
  let thread = await open(template)
  const queue = new FairQueue(IN_FLIGHT)
  const client = {
    query: (sql: string, params?: unknown[], options?: QueryOptions) =>
      queue.run(() => thread.query(sql, params, options)),
    exec: (sql: string) => queue.run(() => thread.exec(sql)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      queue.run(() => thread.transaction(fn)),
    script: (queries: ScriptQuery[]) => queue.run(() => thread.script(queries)),
  } satisfies ScriptClient & Record<string, unknown>
  // Drizzle's PGlite driver uses query() and transaction() of the client, nothing else.
  const db = drizzle({ client: client as unknown as PGlite, schema })
  return {
    kind: 'pglite',
    url: null,
    created,
    db,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    reopen: async () => {
      if (directory === undefined) return
      await thread.close()
      thread = await open()
    },
    close: () => thread.close(),
    load: () => ({ waiting: queue.waiting, longestWaitMs: queue.longestWaitMs() }),
    observeWaits: (observer) => {
      queue.observers.add(observer)
      return () => queue.observers.delete(observer)
    },
    // In the queue like any query: its turn, then the thread runs it alone.
    dump: () => queue.run(() => thread.dump()),
  }
}

/** Whether `directory` holds an embedded database already (initdb has run there). */
export function pgliteDatabaseExists(directory: string): boolean {
  return existsSync(path.join(directory, 'PG_VERSION'))
}

/** Callers the queue lets through to the thread at once. */
export const IN_FLIGHT = 3
/**
 * The thread's V8 heap: its young generation grows to 32 MiB under load by default, which the
 * process keeps; the thread's garbage is short-lived query results, collected as well in 8.
 */
const resourceLimits = { maxYoungGenerationSizeMb: 8 }
const preinstalled = new Set(KEPT_AS_TEXT.map(String))

/** The worker thread holding one PGlite: calls go out numbered and come back by number. */
class PgliteThread {
  private readonly worker: Worker
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >()
  private nextId = 1
  private nextTransaction = 1
  private failure: Error | undefined

  constructor(dataDir: string | undefined, template: string | undefined) {
    // Built (dist-server/main.js): the bundled thread beside it. From source (tsx, vitest):
    // the TypeScript file, through tsx's loader registered in the thread first.
    const fromSource = import.meta.url.endsWith('.ts')
    const file = new URL(fromSource ? './pglite-thread.ts' : './pglite-thread.js', import.meta.url)
    // stdout and stderr: the thread's output (PGlite's notices) comes here to be passed on
    // asynchronously, instead of Node piping it to the process's stdout, where a thread that
    // ends waits until its output is written: with a log pipe nobody reads, for ever (the
    // database would never close; issue 29 §4).
    const options = {
      workerData: { dataDir, template },
      resourceLimits,
      stdout: true,
      stderr: true,
    }
    this.worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}) })`,
          { ...options, eval: true },
        )
      : new Worker(file, options)
    for (const output of [this.worker.stdout, this.worker.stderr]) {
      output.setEncoding('utf8')
      output.on('data', (text: string) => stdoutLog().write(text))
    }
    this.worker.on('message', (reply: ThreadReply) => {
      const waiter = this.pending.get(reply.id)
      if (waiter === undefined) return
      this.pending.delete(reply.id)
      if (reply.ok) waiter.resolve(reply.result)
      else waiter.reject(Object.assign(new Error(String(reply.error.message)), reply.error))
    })
    const fail = (error: Error) => {
      this.failure ??= error
      for (const waiter of this.pending.values()) waiter.reject(error)
      this.pending.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)))
  }

  ready(): Promise<void> {
    return this.call({ op: 'ready' }).then(() => undefined)
  }

  query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    return this.call({
      op: 'query',
      sql,
      params,
      options: withoutPreinstalledParsers(options),
      ...(tx === undefined ? {} : { tx }),
    }) as Promise<Results<T>>
  }

  exec(sql: string, tx?: number): Promise<Array<Results>> {
    return this.call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }) as Promise<
      Array<Results>
    >
  }

  /** Commits when `fn` succeeds, rolls back when it fails. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.nextTransaction++
    // Not waited for: the first query follows at once and waits in the thread (see there).
    const began = this.call({ op: 'begin', tx: id })
    began.catch(() => undefined)
    let closed = false
    const open = () => {
      if (closed) throw new Error('Transaction is closed')
    }
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open()
        return this.query<R>(sql, params, options, id)
      },
      exec: (sql: string) => {
        open()
        return this.exec(sql, id)
      },
      rollback: async () => {
        open()
        closed = true
        await this.call({ op: 'rollback', tx: id })
      },
      get closed() {
        return closed
      },
    }
    let result: T
    try {
      result = await fn(tx as unknown as Transaction)
    } catch (error) {
      if (!closed) {
        closed = true
        await this.call({ op: 'rollback', tx: id }).catch(() => undefined)
      }
      await began // a failed BEGIN is the cause of what failed after it
      throw error
    }
    if (!closed) {
      closed = true
      await this.call({ op: 'commit', tx: id })
    }
    return result
  }

  /** The data directory as an uncompressed tar, taken between transactions. */
  dump(): Promise<Uint8Array> {
    return this.call({ op: 'dump' }) as Promise<Uint8Array>
  }

  /** Runs the statements in one transaction in the thread; answers each one's rows. */
  script(queries: ScriptQuery[]): Promise<unknown[][]> {
    return this.call({ op: 'script', queries }) as Promise<unknown[][]>
  }

  async close(): Promise<void> {
    try {
      await this.call({ op: 'close' })
    } finally {
      await this.terminate()
    }
  }

  async terminate(): Promise<void> {
    await this.worker.terminate()
  }

  private call(request: ThreadCall): Promise<unknown> {
    if (this.failure !== undefined) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ ...request, id })
    })
  }
}

/** `options` without the parsers the thread installed at creation, if those are all it asks. */
function withoutPreinstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options
  if (!Object.keys(options.parsers).every((type) => preinstalled.has(type))) {
    throw new Error('PGlite parsers cannot be passed to the database thread')
  }
  const { parsers: _installed, ...rest } = options
  return rest
}

// The worker thread that runs the embedded PostgreSQL (see pglite.ts). PGlite is WebAssembly
// plus a JavaScript protocol layer, both synchronous: on the server's main thread every query
// stopped every request. Here it has a core of its own; the main thread sends SQL and gets rows.
//
// The main thread keeps a few calls in flight so this thread never waits for the next one.
// Two locks order them here. `exclusive` is held by a transaction from 'begin' to 'commit' or
// 'rollback' and by each query of no transaction, so nothing runs inside another's
// transaction; `wire` is held by every single query (a transaction may send several at once),
// so one conversation with PGlite ends before the next begins. Queries run as named prepared
// statements (pglite-statements.ts).
//
// A transaction holds `exclusive` while the main thread decides its next query: every round
// trip, and every moment the main thread is busy elsewhere, is time nobody else may use the
// database. Two things shorten it. 'begin' is not waited for: the main thread sends its first
// query right behind it, and that query waits here for the BEGIN. And a transaction whose
// statements are known up front arrives as one 'script', run from BEGIN to COMMIT here.
import { Mutex, PGlite, type QueryOptions } from '@electric-sql/pglite'
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PARSERS, START_PARAMS, type ThreadReply, type ThreadRequest } from './pglite-protocol'
import { Statements } from './pglite-statements'

const port = parentPort
if (port === null) throw new Error('pglite-thread.ts runs as a worker thread')
const { dataDir, template } = workerData as {
  dataDir: string | undefined
  template: string | undefined
}

const opened = PGlite.create({
  ...(dataDir === undefined ? {} : { dataDir }),
  // A dumped data directory (tests): starts from it instead of creating a database.
  ...(template === undefined ? {} : { loadDataDir: new Blob([readFileSync(template)]) }),
  startParams: START_PARAMS,
  parsers: PARSERS,
}).then((pg) => ({ pg, statements: new Statements(pg) }))

const exclusive = new Mutex()
const wire = new Mutex()
/**
 * Open transactions: the release of `exclusive` each holds, once it has begun. Set when the
 * 'begin' arrives, so the queries that follow it find it while it still waits.
 */
const transactions = new Map<number, Promise<() => void>>()

async function handle(request: ThreadRequest): Promise<unknown> {
  const { pg, statements } = await opened
  const query = (sql: string, params?: unknown[], options?: unknown) =>
    wire.runExclusive(() => statements.query(sql, params, options as QueryOptions | undefined))
  /** Takes `exclusive` and begins a transaction; answers the release. */
  const begin = async () => {
    const release = await exclusive.acquire()
    try {
      await query('BEGIN')
    } catch (error) {
      release()
      throw error
    }
    return release
  }
  /** Outside a transaction: alone, and written through to the files afterwards. */
  const alone = <T>(work: () => Promise<T>) =>
    exclusive.runExclusive(async () => {
      const result = await work()
      await wire.runExclusive(() => pg.syncToFs())
      return result
    })
  /** Runs `work` alone, or inside transaction `tx` once it has begun. */
  const within = async <T>(tx: number | undefined, work: () => Promise<T>) => {
    if (tx === undefined) return alone(work)
    const began = transactions.get(tx)
    if (began === undefined) throw new Error(`no open transaction ${tx}`)
    await began
    return work()
  }
  switch (request.op) {
    case 'ready':
      return null
    case 'query':
      return within(request.tx, () => query(request.sql, request.params, request.options))
    case 'exec':
      return within(request.tx, () => wire.runExclusive(() => pg.exec(request.sql)))
    case 'begin': {
      const began = begin()
      transactions.set(request.tx, began)
      // A failed BEGIN fails the queries that wait for it; this reply reports it once.
      began.catch(() => transactions.delete(request.tx))
      await began
      return null
    }
    case 'commit':
    case 'rollback': {
      const began = transactions.get(request.tx)
      if (began === undefined) throw new Error(`no open transaction ${request.tx}`)
      transactions.delete(request.tx)
      const release = await began
      try {
        await query(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK')
        await wire.runExclusive(() => pg.syncToFs())
      } finally {
        release()
      }
      return null
    }
    case 'script': {
      const release = await begin()
      try {
        const results = []
        try {
          for (const { sql, params } of request.queries) results.push(await query(sql, params))
          await query('COMMIT')
        } catch (error) {
          await query('ROLLBACK')
          throw error
        }
        await wire.runExclusive(() => pg.syncToFs())
        return results.map((result) => (result as { rows: unknown[] }).rows)
      } finally {
        release()
      }
    }
    case 'dump':
      // Between transactions, with the files written through: PGlite's dump is the data
      // directory as it is, which a CHECKPOINT first makes quick to start from.
      return exclusive.runExclusive(() =>
        wire.runExclusive(async () => {
          await pg.exec('CHECKPOINT')
          await pg.syncToFs()
          const tar = await pg.dumpDataDir('none')
          return new Uint8Array(await tar.arrayBuffer())
        }),
      )
    case 'close':
      await exclusive.runExclusive(() => wire.runExclusive(() => pg.close()))
      return null
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) =>
      // A dump's bytes move to the main thread instead of being copied.
      port.postMessage(
        { id: request.id, ok: true, result } satisfies ThreadReply,
        result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [],
      ),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: plainError(error),
      } satisfies ThreadReply),
  )
})

/** What the main thread needs of an error: message, SQLSTATE code, constraint and the like. */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields: Record<string, unknown> = { name: error.name, message: error.message }
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value
  }
  return fields
}

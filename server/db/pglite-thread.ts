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
import { Mutex, PGlite, type QueryOptions } from '@electric-sql/pglite'
import { parentPort, workerData } from 'node:worker_threads'
import { PARSERS, START_PARAMS, type ThreadReply, type ThreadRequest } from './pglite-protocol'
import { Statements } from './pglite-statements'

const port = parentPort
if (port === null) throw new Error('pglite-thread.ts runs as a worker thread')
const { dataDir } = workerData as { dataDir: string | undefined }

const opened = PGlite.create({
  ...(dataDir === undefined ? {} : { dataDir }),
  startParams: START_PARAMS,
  parsers: PARSERS,
}).then((pg) => ({ pg, statements: new Statements(pg) }))

const exclusive = new Mutex()
const wire = new Mutex()
/** Open transactions: the release of `exclusive` each holds. */
const transactions = new Map<number, () => void>()

async function handle(request: ThreadRequest): Promise<unknown> {
  const { pg, statements } = await opened
  const query = (sql: string, params?: unknown[], options?: unknown) =>
    wire.runExclusive(() => statements.query(sql, params, options as QueryOptions | undefined))
  /** Outside a transaction: alone, and written through to the files afterwards. */
  const alone = <T>(work: () => Promise<T>) =>
    exclusive.runExclusive(async () => {
      const result = await work()
      await wire.runExclusive(() => pg.syncToFs())
      return result
    })
  const inside = (tx: number | undefined) => {
    if (tx !== undefined && !transactions.has(tx)) throw new Error(`no open transaction ${tx}`)
    return tx !== undefined
  }
  switch (request.op) {
    case 'ready':
      return null
    case 'query': {
      const run = () => query(request.sql, request.params, request.options)
      return inside(request.tx) ? run() : alone(run)
    }
    case 'exec': {
      const run = () => wire.runExclusive(() => pg.exec(request.sql))
      return inside(request.tx) ? run() : alone(run)
    }
    case 'begin': {
      const release = await exclusive.acquire()
      try {
        await query('BEGIN')
      } catch (error) {
        release()
        throw error
      }
      transactions.set(request.tx, release)
      return null
    }
    case 'commit':
    case 'rollback': {
      const release = transactions.get(request.tx)
      if (release === undefined) throw new Error(`no open transaction ${request.tx}`)
      transactions.delete(request.tx)
      try {
        await query(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK')
        await wire.runExclusive(() => pg.syncToFs())
      } finally {
        release()
      }
      return null
    }
    case 'close':
      await exclusive.runExclusive(() => wire.runExclusive(() => pg.close()))
      return null
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
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

// The worker thread that runs the embedded PostgreSQL (see pglite.ts). PGlite is WebAssembly
// plus a JavaScript protocol layer, both synchronous: on the server's main thread every query
// stopped every request. Here it has a core of its own; the main thread sends SQL and gets rows.
//
// The main thread keeps a few calls in flight so this thread never waits for the next one.
// PGlite runs them one at a time in the order they came; a transaction ('begin' … 'commit' or
// 'rollback') holds PGlite's transaction lock, so queries of other callers wait until it ends
// while the transaction's own queries (those naming it) go ahead.
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { parentPort, workerData } from 'node:worker_threads'
import { PARSERS, START_PARAMS, type ThreadReply, type ThreadRequest } from './pglite-protocol'

const port = parentPort
if (port === null) throw new Error('pglite-thread.ts runs as a worker thread')
const { dataDir } = workerData as { dataDir: string | undefined }

const opened = PGlite.create({
  ...(dataDir === undefined ? {} : { dataDir }),
  startParams: START_PARAMS,
  parsers: PARSERS,
})

interface OpenTransaction {
  tx: Transaction
  /** Ends it: true commits, false rolls back. */
  finish: (commit: boolean) => void
  ended: Promise<void>
}

const transactions = new Map<number, OpenTransaction>()

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id)
  if (open === undefined) throw new Error(`no open transaction ${id}`)
  return open
}

/** Resolves once PGlite's BEGIN has run and the transaction takes queries. */
function begin(pg: PGlite, id: number): Promise<null> {
  return new Promise((began, failed) => {
    let finish: (commit: boolean) => void = () => undefined
    const decided = new Promise<boolean>((resolve) => (finish = resolve))
    const ended = pg.transaction(async (tx) => {
      transactions.set(id, { tx, finish, ended })
      began(null)
      if (!(await decided)) await tx.rollback()
    })
    // BEGIN itself failed: nobody waits on `ended` yet.
    ended.catch((error: unknown) => {
      if (!transactions.has(id)) failed(error instanceof Error ? error : new Error(String(error)))
    })
  })
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = transactionOf(id)
  open.finish(commit)
  try {
    await open.ended
  } finally {
    transactions.delete(id)
  }
  return null
}

async function handle(request: ThreadRequest): Promise<unknown> {
  const pg = await opened
  switch (request.op) {
    case 'ready':
      return null
    case 'query': {
      const target = request.tx === undefined ? pg : transactionOf(request.tx).tx
      return target.query(request.sql, request.params, request.options as QueryOptions | undefined)
    }
    case 'exec':
      return (request.tx === undefined ? pg : transactionOf(request.tx).tx).exec(request.sql)
    case 'begin':
      return begin(pg, request.tx)
    case 'commit':
      return end(request.tx, true)
    case 'rollback':
      return end(request.tx, false)
    case 'close':
      await pg.close()
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

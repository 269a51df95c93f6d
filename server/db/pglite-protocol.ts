// What the main thread and the PGlite worker thread (pglite-thread.ts) share: PGlite's start
// parameters and parsers, and the messages between them.
import { types } from '@electric-sql/pglite'

const SHARED_BUFFERS = '32MB'

/**
 * PGlite's own start parameters (it has no way to add to them) plus ours. PostgreSQL's shared
 * buffers live in PGlite's WebAssembly memory, which never shrinks; the operating system's
 * file cache holds the data files anyway, so they are kept small.
 */
export const START_PARAMS = [
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

/**
 * Drizzle asks every query to keep dates, timestamps and intervals as text (it maps them
 * itself). Parsers are functions, which cannot cross to the worker, and PGlite would copy them
 * into its table of some 300 types on every query anyway: they are installed once, at creation.
 */
export const KEPT_AS_TEXT = [
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
export const PARSERS = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, asText]))

/** `tx`: the transaction a query belongs to (begun with 'begin'); none for a query of its own. */
export type ThreadCall =
  | { op: 'ready' }
  | { op: 'query'; sql: string; params: unknown[] | undefined; options: unknown; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'commit'; tx: number }
  | { op: 'rollback'; tx: number }
  | { op: 'script'; queries: ScriptQuery[] }
  /** The data directory as an uncompressed tar (a consistent copy: nothing else runs). */
  | { op: 'dump' }
  | { op: 'close' }

/** One statement of a script: a transaction the thread runs from BEGIN to COMMIT by itself. */
export interface ScriptQuery {
  sql: string
  params: unknown[]
}

export type ThreadRequest = ThreadCall & { id: number }

export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }

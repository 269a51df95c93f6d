// The very first start on an embedded DATA_DIR runs its set-up in a process of its own:
// creating the database (initdb), migrating it and adding the demo members grew the server
// for good (320 MiB idle until its first restart, against 260 after one: the avatars' image
// library, the members' generation, PGlite's creation). The child (setup.ts) does that work,
// under the DATA_DIR lock, and exits; the server then opens the database as on any restart.
//
// A PostgreSQL server (DATABASE_URL) is set up in the server's process as before: the
// database's memory is the PostgreSQL server's, and a first start there ends at 180 MiB.
import { fork } from 'node:child_process'
import { constants } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Config } from './config'
import { embeddedDatabaseDir } from './db/open'
import { pgliteDatabaseExists } from './db/pglite'
import type { DemoSeedResult } from './domain/demo/seed-demo'

/** What the set-up process did, sent to the server before it exits. */
export interface FirstStartResult {
  /** The embedded database was created (initdb) by the set-up. */
  created: boolean
  /** The demo members added (null: SEED_DEMO off or SEED_DEMO_MEMBERS 0). */
  seeded: DemoSeedResult | null
  ms: number
}

/** The set-up process failed: its exit code (128 + the signal's number if killed) and stderr. */
export class FirstStartError extends Error {
  constructor(
    readonly exitCode: number,
    readonly stderr: string,
  ) {
    const said = stderr.trim()
    super(
      `The first start's set-up (creating the embedded database in DATA_DIR, migrating it, ` +
        `adding the demo members) failed with exit code ${exitCode}` +
        (said === '' ? '.' : `:\n${said}`),
    )
    this.name = 'FirstStartError'
  }
}

/** How much of the set-up's stderr a failure keeps (its end, where the error is). */
const STDERR_KEPT = 16_000

/** Whether this start has to create the embedded database: no DATABASE_URL and none in DATA_DIR. */
export function needsFirstStartSetup(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): boolean {
  return (
    config.DATABASE_URL === undefined && !pgliteDatabaseExists(embeddedDatabaseDir(config.DATA_DIR))
  )
}

/**
 * Runs setup.ts in a child process with `env` (the configuration it reads) and waits for it.
 * The child takes the DATA_DIR lock and releases it before it exits, so the caller takes the
 * lock after this resolves. Rejects with FirstStartError when the child fails.
 */
export async function runFirstStartSetup(env: NodeJS.ProcessEnv): Promise<FirstStartResult> {
  // Built (dist-server/main.js): the bundled entry beside it. From source (tsx, vitest): the
  // TypeScript file through tsx, without the parent's other flags (--watch would keep it).
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = fileURLToPath(new URL(fromSource ? './setup.ts' : './setup.js', import.meta.url))
  const child = fork(entry, [], {
    env,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT)
  })
  let result: FirstStartResult | undefined
  child.on('message', (message) => {
    result = message as FirstStartResult
  })
  // 'close' comes after 'exit' and after stderr has been read to its end.
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
    (resolve, reject) => {
      child.once('error', reject)
      child.once('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]))
    },
  )
  if (code === 0 && result !== undefined) {
    // Warnings of a set-up that worked still reach the operator.
    if (stderr !== '') process.stderr.write(stderr)
    return result
  }
  const exitCode = code ?? 128 + (signal === null ? 0 : constants.signals[signal])
  throw new FirstStartError(exitCode === 0 ? 1 : exitCode, stderr)
}

// A dedicated server for end-to-end tests and benchmarks that must stop it (offline), change
// the build it serves (update toast) or measure it: the compiled server (what `npm start`
// runs) on its own port and DATA_DIR, optionally with its own copy of dist/.
//
// A new DATA_DIR starts as a copy of one migrated once per build (`migratedDataDir`): creating
// and migrating an embedded database takes 6 s on an idle machine and took over 40 s while the
// other worker's browsers ran, which is what made the tests with a server of their own time
// out. The copy takes a fraction of a second; what a first start does with an empty database
// (the demo members of SEED_DEMO) it still does.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { LOCK_FILE_NAME } from '../../../server/db/data-dir-lock'
import { startServer as startProcess, stopServer } from '../../../server/test/server-process'

export interface TestServer {
  url: string
  staticDir: string
  pid: number
  stop(): Promise<void>
}

export interface ServerOptions {
  copyStatic?: boolean
  /** A DATA_DIR to use (and keep); by default a temporary one that stop() removes. */
  dataDir?: string
  /** Extra environment for the server (e.g. SEED_DEMO_MEMBERS). */
  env?: Record<string, string>
  readyTimeoutMs?: number
  /** Listen on this port: a restart the browser finds at the same origin. */
  port?: number
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'klik-e2e-own-'))
  const staticDir = options.copyStatic ? join(root, 'dist') : join(process.cwd(), 'dist')
  if (options.copyStatic) cpSync(join(process.cwd(), 'dist'), staticDir, { recursive: true })
  const dataDir = options.dataDir ?? join(root, 'data')
  if (!existsSync(dataDir) && !process.env.DATABASE_URL) {
    cpSync(await migratedDataDir(), dataDir, { recursive: true })
  }
  const server = await startProcess(dataDir, {
    compiled: true,
    // No demo members unless a test asks for them (SEED_DEMO): seeding costs seconds of start.
    env: { STATIC_DIR: staticDir, ...options.env },
    ...(options.readyTimeoutMs === undefined ? {} : { readyTimeoutMs: options.readyTimeoutMs }),
    ...(options.port === undefined ? {} : { port: options.port }),
  })
  return {
    url: server.url,
    staticDir,
    pid: server.child.pid ?? 0,
    stop: async () => {
      await stopServer(server)
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Left out of the copy: the lock (the template's server is stopped) and its mails. */
const NOT_COPIED = new Set([LOCK_FILE_NAME, 'mail'])

let template: Promise<string> | undefined

/**
 * A DATA_DIR whose database is created and migrated by the compiled server of this build (its
 * name holds a hash of that server and its migrations), made once and shared by the workers:
 * two that race each make one, and the first rename wins.
 */
export function migratedDataDir(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256')
    for (const name of readdirSync('dist-server', { recursive: true }).map(String).sort()) {
      hash.update(name)
      if (name.endsWith('.js') || name.endsWith('.sql'))
        hash.update(readFileSync(join('dist-server', name)))
    }
    const ready = join(tmpdir(), `klik-e2e-template-${hash.digest('hex').slice(0, 16)}`)
    if (existsSync(ready)) return ready
    const making = mkdtempSync(`${ready}-making-`)
    const server = await startProcess(join(making, 'data'), { compiled: true })
    await stopServer(server)
    const copy = mkdtempSync(`${ready}-copy-`)
    cpSync(join(making, 'data'), copy, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(basename(source)),
    })
    rmSync(making, { recursive: true, force: true })
    try {
      renameSync(copy, ready)
    } catch {
      // Another worker's copy is there already.
      rmSync(copy, { recursive: true, force: true })
    }
    return ready
  })()
  return template
}

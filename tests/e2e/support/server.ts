// A dedicated server for end-to-end tests and benchmarks that must stop it (offline), change
// the build it serves (update toast) or measure it: the compiled server (what `npm start`
// runs) on its own port and DATA_DIR, optionally with its own copy of dist/.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  const server = await startProcess(options.dataDir ?? join(root, 'data'), {
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

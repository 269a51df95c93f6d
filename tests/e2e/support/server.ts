// A dedicated server for tests and benchmarks that must stop it (offline), change the build it
// serves (update toast) or measure it: own port, own DATA_DIR, optionally its own copy of dist/.
// It runs the compiled server (dist-server/, what `npm start` runs) when that is asked for.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TestServer {
  url: string
  staticDir: string
  pid: number
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/settings.php`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGTERM')
  throw new Error(`server did not start within ${timeoutMs / 1000} s`)
}

export interface ServerOptions {
  copyStatic?: boolean
  /** A DATA_DIR to use (and keep); by default a temporary one that stop() removes. */
  dataDir?: string
  /** Run dist-server/main.js, built by `npm run build` (default), or the TypeScript source. */
  compiled?: boolean
  /** Extra environment for the server (e.g. SEED_DEMO_MEMBERS). */
  env?: Record<string, string>
  timeoutMs?: number
}

/** The command that runs the server: compiled JavaScript, or the source through tsx. */
export function serverCommand(compiled: boolean): string[] {
  return compiled
    ? ['--enable-source-maps', 'dist-server/main.js']
    : ['--import', 'tsx', 'server/main.ts']
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'klik-e2e-own-'))
  const staticDir = options.copyStatic ? join(root, 'dist') : join(process.cwd(), 'dist')
  if (options.copyStatic) cpSync(join(process.cwd(), 'dist'), staticDir, { recursive: true })
  const port = await freePort()
  const child = spawn(process.execPath, serverCommand(options.compiled ?? true), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? join(root, 'data'),
      STATIC_DIR: staticDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(url, child, options.timeoutMs ?? 60_000)
  return {
    url,
    staticDir,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(root, { recursive: true, force: true })
    },
  }
}

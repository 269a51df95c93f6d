// A dedicated server for tests that must stop it (offline) or change the build it serves
// (update toast): own port, own DATA_DIR, and optionally its own copy of dist/.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface TestServer {
  url: string
  staticDir: string
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

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/api/settings.php`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not start within 60 s')
}

export interface ServerOptions {
  copyStatic?: boolean
  /** Extra environment for the server (e.g. SEED_DEMO_MEMBERS). */
  env?: Record<string, string>
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'klik-e2e-own-'))
  const staticDir = options.copyStatic ? join(root, 'dist') : join(process.cwd(), 'dist')
  if (options.copyStatic) cpSync(join(process.cwd(), 'dist'), staticDir, { recursive: true })
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'data'),
      STATIC_DIR: staticDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(url, child)
  return {
    url,
    staticDir,
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

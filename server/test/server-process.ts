// The real server as a child process, for tests and benchmarks that need what inject() cannot
// give: a real port, a kill -9, a restart on the same DATA_DIR, a browser. It runs as
// `npm start` runs it, compiled: from dist-server/ (`npm run build`, for the end-to-end tests
// and benchmarks), or in the API tests, which run before any build, from the bundle their
// global setup makes of the same source (TEST_SERVER_BUNDLE; through tsx, each process spent
// two to three seconds of CPU loading the server's modules). Without either, from source
// through tsx. Only 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import webpush from 'web-push'
import { serveCommand } from '../../scripts/serve-command.mjs'

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The folder of the server bundle the API tests' global setup built (server/test/global-setup.ts
 * sets it for the run's workers), or undefined.
 */
export const testServerBundle = (): string | undefined => process.env.TEST_SERVER_BUNDLE

/**
 * Node's arguments for an entry of the server (main, or an operator command: backup, …):
 * compiled (dist-server/), the API tests' bundle, or the source through tsx.
 */
export function entryArguments(entry: string, compiled = false): string[] {
  const bundle = compiled ? path.join(PROJECT_ROOT, 'dist-server') : testServerBundle()
  if (bundle !== undefined) return [path.join(bundle, `${entry}.js`)]
  return ['--import', 'tsx', entry === 'main' ? 'server/main.ts' : `server/cli/${entry}.ts`]
}

/**
 * Node's arguments for the server: one process (no wrapper), so a signal reaches the server
 * itself; the flags of `npm run serve`, then the entry (entryArguments).
 */
export function serverArguments(compiled: boolean): string[] {
  const { args } = serveCommand(PROJECT_ROOT)
  return [...args.slice(0, -1), ...entryArguments('main', compiled)]
}

/** A fixed key for test servers (required with DATABASE_URL; shared by restarts). */
export const TEST_APP_SECRET = 'klik-test-secret-0123456789abcdefghijklmnop'

/** One VAPID key pair for every server this process starts (made at load, never stored). */
const TEST_VAPID = webpush.generateVAPIDKeys()

/**
 * What several servers on one PostgreSQL must share (config.ts requires it with
 * DATABASE_URL): the secret and the VAPID key pair. Benchmarks use it too.
 */
export function sharedServerSecrets(appSecret = TEST_APP_SECRET): Record<string, string> {
  return {
    APP_SECRET: appSecret,
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
  }
}

export interface ServerProcess {
  readonly child: ChildProcess
  /** e.g. http://127.0.0.1:43121 */
  readonly url: string
  /** stdout and stderr so far */
  output(): string
  /** resolves when the process has exited, with its code or signal */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const started = new Set<ChildProcess>()
// A harness that exits (a Playwright worker after a timeout, a bench that throws) takes its
// servers with it: one left behind keeps its port, its DATA_DIR lock and its share of the CPU.
process.once('exit', () => killStartedServers())

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface StartOptions {
  /** Variables to add or override. */
  env?: Record<string, string>
  /** Run dist-server/ (`npm run build`) instead of the TypeScript source. */
  compiled?: boolean
  readyTimeoutMs?: number
  /** Listen on this port (a restart that the browser must find at the same origin). */
  port?: number
  /**
   * The PostgreSQL database to serve (an API test passes its file's, testDatabaseUrl());
   * by default the DATABASE_URL of this process, else the embedded one in `dataDir`.
   */
  databaseUrl?: string
}

/** Starts the server on `dataDir` and waits until it answers /api/settings.php. */
export async function startServer(
  dataDir: string,
  {
    env = {},
    compiled = false,
    readyTimeoutMs = 60_000,
    port: wanted,
    databaseUrl = process.env.DATABASE_URL,
  }: StartOptions = {},
): Promise<ServerProcess> {
  const port = wanted ?? (await freePort())
  const child = spawn(process.execPath, serverArguments(compiled), {
    cwd: PROJECT_ROOT,
    env: {
      ...serveCommand(PROJECT_ROOT).env,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client-build'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      // As in test/app.ts: the suite's load is the machine's, not an overload to refuse.
      OVERLOAD_WAIT_MS: '0',
      APP_SECRET: TEST_APP_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(databaseUrl === undefined || databaseUrl === ''
        ? {}
        : { DATABASE_URL: databaseUrl, ...sharedServerSecrets() }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.add(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      started.delete(child)
      resolve({ code, signal })
    })
  })
  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
  }
  await waitUntilReady(server, readyTimeoutMs)
  return server
}

async function waitUntilReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let gone = false
  void server.exited.then(() => (gone = true))
  let unanswered = 0
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready:\n${server.output()}`)
    const answer = await settingsAnswer(server.url, Math.min(2_000, deadline - Date.now()))
    if (answer === 'ok') return
    if (answer === 'no answer') unanswered += 1
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  server.child.kill('SIGKILL')
  throw new Error(
    `the server was not ready within ${timeoutMs} ms (${unanswered} calls got no answer within 2 s):\n${server.output()}`,
  )
}

/**
 * One readiness call, settled within `ms` whatever the connection does: an e2e run once waited
 * here for minutes past the ready deadline (the call neither answered nor aborted), so the
 * bound is a timer of this function's own, not only the fetch's signal.
 */
async function settingsAnswer(
  url: string,
  ms: number,
): Promise<'ok' | 'refused' | 'not ok' | 'no answer'> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve('no answer')
    }, ms)
  })
  const call = (async () => {
    try {
      const response = await fetch(`${url}/api/settings.php`, { signal: controller.signal })
      await response.arrayBuffer()
      return response.ok ? ('ok' as const) : ('not ok' as const)
    } catch {
      // not listening yet, or aborted by the timer
      return 'refused' as const
    }
  })()
  try {
    return await Promise.race([call, late])
  } finally {
    clearTimeout(timer)
  }
}

/** SIGTERM (a graceful stop) and its exit. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
  }
  return server.exited
}

/** Kills every server this file started that still runs (for afterAll). */
export function killStartedServers(): void {
  for (const child of started) child.kill('SIGKILL')
}

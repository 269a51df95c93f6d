// Starts the real server process twice on one DATA_DIR: the second must refuse at once.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE_NAME } from './db/data-dir-lock'
import { serverArguments } from './test/server-process'

const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(path.join(tmpdir(), 'klik-main-'))
const running: ChildProcess[] = []

function startServer(): {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
} {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(dataDir, 'no-client'),
    // Demo members are not what this test is about; on a busy machine they cost seconds.
    SEED_DEMO: '0',
  }
  const child = spawn(process.execPath, serverArguments(false), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('server process', () => {
  it('refuses a second server on the same DATA_DIR and releases the lock on SIGTERM', async () => {
    const first = startServer()
    await waitFor(
      () => first.output().includes('Server listening'),
      `the first server to listen:\n${first.output()}`,
    )
    const lockFile = path.join(dataDir, LOCK_FILE_NAME)
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }

    const second = startServer()
    const code = await second.exited
    expect(code).not.toBe(0)
    expect(second.output()).toContain(`DATA_DIR ${dataDir}`)
    expect(second.output()).toContain(`pid ${holder.pid}`)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(lockFile)).toBe(false)
  }, 90_000)
})

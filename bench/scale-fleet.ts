// The scale bench's fleet (see scale.ts): N compiled server processes on one PostgreSQL, and
// HAProxy in front of them with deploy/haproxy.cfg as docs/operations.md gives it, its
// `server` lines replaced by the processes' ports.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../server/config'
import { startServer, stopServer, type ServerProcess } from '../server/test/server-process'
import { sleep } from './timing'

const CONFIG = path.join(process.cwd(), 'deploy', 'haproxy.cfg')

/** deploy/haproxy.cfg with its `server` lines replaced by these ports. */
export function haproxyConfig(template: string, ports: readonly number[]): string {
  const lines = template.split('\n').filter((line) => !/^\s*server\s/.test(line))
  const servers = ports.map((port, index) => `  server klik${index + 1} 127.0.0.1:${port} check`)
  const backend = lines.findIndex((line) => line.startsWith('backend klik'))
  let end = backend + 1
  while (end < lines.length && lines[end]?.trim() !== '') end++
  lines.splice(end, 0, ...servers)
  return lines.join('\n')
}

interface Proxy {
  url: string
  child: ChildProcess
}

async function stopProxy(proxy: Proxy): Promise<void> {
  if (proxy.child.exitCode !== null) return
  const exited = new Promise((resolve) => proxy.child.once('exit', resolve))
  proxy.child.kill('SIGTERM')
  await exited
}

export interface Fleet {
  servers: ServerProcess[]
  proxy: Proxy
}

export async function startFleet(dir: string, count: number, proxyPort: number): Promise<Fleet> {
  const publicUrl = `http://127.0.0.1:${proxyPort}`
  const servers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      startServer(path.join(dir, `data-${count}-${index}`), {
        compiled: true,
        // The production bound on the database queue (the test harness turns it off).
        env: {
          PUBLIC_URL: publicUrl,
          RATE_LIMIT_FACTOR: '1000',
          OVERLOAD_WAIT_MS: String(loadConfig({}).OVERLOAD_WAIT_MS),
        },
      }),
    ),
  )
  const ports = servers.map((server) => Number(new URL(server.url).port))
  try {
    return { servers, proxy: await startProxy(dir, ports, proxyPort) }
  } catch (error) {
    // No fleet to stop later: its processes must not outlive the bench.
    await Promise.all(servers.map(stopServer))
    throw error
  }
}

/** HAProxy with deploy/haproxy.cfg in front of these ports, listening on `port`. */
async function startProxy(dir: string, ports: readonly number[], port: number): Promise<Proxy> {
  const file = path.join(dir, `haproxy-${ports.length}.cfg`)
  writeFileSync(file, haproxyConfig(readFileSync(CONFIG, 'utf8'), ports))
  const child = spawn('haproxy', ['-f', file, '-db'], {
    env: { ...process.env, KLIK_BIND: `127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`)
    try {
      const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) })
      await answer.arrayBuffer()
      if (answer.ok) return { url, child }
    } catch {
      // not yet
    }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`haproxy did not answer within 15 s:\n${output}`)
}

export async function stopFleet(fleet: Fleet): Promise<void> {
  await stopProxy(fleet.proxy)
  await Promise.all(fleet.servers.map(stopServer))
}

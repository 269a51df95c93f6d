// `npm run bench -- scale`: Klik on PostgreSQL (DATABASE_URL) as 1, 2 and 3 server processes
// behind HAProxy (deploy/haproxy.cfg, as docs/operations.md gives it; Debian's `haproxy`).
// Seeds demo members (the database's demo members are replaced), a session for each simulated
// member and chat pairs with credits, then for each process count:
//   - traffic: MEMBERS members with the load bench's mix (user, search, member pages, likes)
//     and its think time (10 s on average), while CHAT_PAIRS pairs chat at CHAT_RATE msg/s
//     over live streams; requests/s and p50/p95/p99 of the members' requests, chat delivery
//     p99, and the CPU seconds per 1,000 requests of each server process and of PostgreSQL;
//   - chat alone at growing rates: the highest rate whose delivery p99 stays ≤ 100 ms, and the
//     CPU seconds per 1,000 messages.
// Then failover, with 3 processes and the same traffic: one process gets SIGTERM a third of the
// way in and another SIGKILL at two thirds. Goals: 0 failed member requests (HAProxy retries on
// another process what one could not answer), 0 messages lost or doubled, every live stream
// resumed (by Last-Event-ID, on another process) without a gap in its event ids.
// BENCH_SCALE_SECONDS (default 30) per phase; BENCH_SCALE_PROCESSES (default 1,2,3);
// BENCH_SCALE_MEMBERS (default 1,000: about 100 requests/s).
// Everything runs on this machine's cores: the table shows the bench's own CPU too.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import { createSessionRow } from '../server/domain/accounts/sessions'
import {
  freePort,
  startServer,
  stopServer,
  type ServerProcess,
} from '../server/test/server-process'
import {
  cpuMs,
  cpuWithExitedChildrenMs,
  drain,
  headersFor,
  Ledger,
  pairUp,
  sendSteadily,
  type Pair,
} from './chat'
import { ms, percentile, seedDemoMembers, simulateMembers, type Member } from './load'
import { openSse, type SseStream } from './sse-client'

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 30)
const PROCESSES = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,3').split(',').map(Number)
const DEMO_MEMBERS = 5_000
const MEMBERS = Number(process.env.BENCH_SCALE_MEMBERS ?? 1_000)
const CHAT_PAIRS = 100
const CHAT_RATE = 10
const CHAT_RATES = [10, 25, 50, 100, 200]
const CHAT_GOAL_P99_MS = 100
const CONFIG = path.join(process.cwd(), 'deploy', 'haproxy.cfg')

export interface ScaleRow {
  phase: string
  requests: number
  'req/s': number
  p50: string
  p95: string
  p99: string
  failed: number
  'chat p99': string
  lost: number
  dup: number
  gaps: number
  resumed: number
  'CPU s/1k req (each process)': string
  'CPU s/1k req PostgreSQL': string
  'bench CPU %': number
}

export interface ChatScaleRow {
  processes: number
  'msg/s offered': number
  answered: number
  refused: number
  errors: number
  lost: number
  p50: string
  p99: string
  'within goal': boolean
  'CPU s/1k msg (each process)': string
  'CPU s/1k msg PostgreSQL': string
}

export interface ScaleReport {
  rows: ScaleRow[]
  chat: ChatScaleRow[]
  errorsSeen: string[]
}

// ---------------------------------------------------------------- the proxy

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

// ---------------------------------------------------------------- live streams that resume

interface Streams {
  /** Streams that ended and were opened again. */
  resumed: number
  close(): void
}

/**
 * One stream per chat member through the proxy; a stream that ends (its process stopped or
 * died) is opened again at once with the last event id it saw, as a browser's EventSource does.
 */
async function openStreams(base: URL, members: readonly Member[], ledger: Ledger) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity })
  const lastIds = new Map<number, string>()
  const open = new Set<SseStream>()
  let closing = false
  const streams: Streams = {
    resumed: 0,
    close: () => {
      closing = true
      for (const stream of open) stream.close()
    },
  }
  const connect = (member: Member, resuming: boolean): Promise<void> => {
    const last = lastIds.get(member.id)
    const stream = openSse(
      agent,
      base,
      { ...headersFor(base, member), ...(last === undefined ? {} : { 'last-event-id': last }) },
      {
        onEvent: (event) => {
          if (event.id !== undefined) lastIds.set(member.id, event.id)
          ledger.received(member.id, event)
        },
        onEnd: () => {
          open.delete(stream)
          if (closing) return
          streams.resumed++
          void connect(member, true)
        },
      },
    )
    open.add(stream)
    return stream.ready.catch(async () => {
      // The proxy had no process to give it yet: try again, as EventSource does.
      open.delete(stream)
      if (closing) return
      await sleep(resuming ? 200 : 500)
      await connect(member, resuming)
    })
  }
  for (let start = 0; start < members.length; start += 100) {
    await Promise.all(members.slice(start, start + 100).map((member) => connect(member, false)))
  }
  return streams
}

// ---------------------------------------------------------------- CPU

/**
 * The CPU ms of PostgreSQL on this machine: of each of its processes (the server and its
 * backends), and of the backends that have exited, which the server counts as its children's
 * (a backend that ends between two readings would otherwise take its CPU with it).
 */
function postgresCpuMs(): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim()
      if (comm === 'postgres' || comm === 'postmaster')
        total += cpuWithExitedChildrenMs(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return total
}

function benchCpuMs(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

/** CPU seconds per 1,000 units from CPU ms, per process: ms per unit is s per 1,000. */
const perThousand = (cpuMs: readonly number[], units: number) =>
  cpuMs.map((value) => (value / Math.max(1, units)).toFixed(2))

// ---------------------------------------------------------------- the phases

interface Fleet {
  servers: ServerProcess[]
  proxy: Proxy
}

async function startFleet(dir: string, count: number, proxyPort: number): Promise<Fleet> {
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

async function stopFleet(fleet: Fleet): Promise<void> {
  await stopProxy(fleet.proxy)
  await Promise.all(fleet.servers.map(stopServer))
}

interface Traffic {
  members: Member[]
  ids: number[]
  pairs: Pair[]
}

/** The members' traffic and the chat together for SECONDS; `during` runs meanwhile. */
async function trafficPhase(
  label: string,
  fleet: Fleet,
  traffic: Traffic,
  offset: number,
  during: (fleet: Fleet) => Promise<void> = () => Promise.resolve(),
): Promise<{ row: ScaleRow; errors: Map<string, number> }> {
  const base = new URL(fleet.proxy.url)
  const ledger = new Ledger()
  const chatMembers = traffic.pairs.flatMap((pair) => [pair.a, pair.b])
  const streams = await openStreams(base, chatMembers, ledger)
  await sleep(1_000)
  const pids = fleet.servers.map((server) => server.child.pid ?? 0)
  const cpu0 = pids.map(cpuMs)
  // A process stopped or killed in the phase counts with the CPU it had used until then.
  const cpuLast = [...cpu0]
  const sampler = setInterval(() => {
    pids.forEach((pid, index) => {
      const now = cpuMs(pid)
      if (!Number.isNaN(now)) cpuLast[index] = now
    })
  }, 250)
  const pg0 = postgresCpuMs()
  const bench0 = benchCpuMs()
  const t0 = performance.now()
  const [recorder, chat] = await Promise.all([
    simulateMembers(base, traffic.members, traffic.ids, SECONDS),
    sendSteadily(base, traffic.pairs, ledger, CHAT_RATE, SECONDS, offset),
    during(fleet),
  ])
  const elapsed = performance.now() - t0
  clearInterval(sampler)
  pids.forEach((pid, index) => {
    const now = cpuMs(pid)
    if (!Number.isNaN(now)) cpuLast[index] = now
  })
  const cpu = cpuLast.map((value, index) => value - (cpu0[index] ?? 0))
  const pg = postgresCpuMs() - pg0
  const bench = benchCpuMs() - bench0
  await drain(ledger, chat.clientIds)
  streams.close()

  const delivery: number[] = []
  let lost = 0
  for (const id of chat.clientIds) {
    const pending = ledger.pending.get(id)
    if (pending?.sent !== true) continue
    if (pending.deliveredAt === undefined) lost++
    else delivery.push(pending.deliveredAt - pending.startedAt)
  }
  delivery.sort((a, b) => a - b)
  const sorted = [...recorder.latencies].sort((a, b) => a - b)
  const requests = sorted.length + chat.clientIds.length
  const errors = new Map(recorder.errorKinds)
  for (const [kind, count] of chat.result.errorKinds) errors.set(`chat ${kind}`, count)
  if (chat.result.refused > 0) errors.set('chat 503 server_busy', chat.result.refused)
  return {
    row: {
      phase: label,
      requests,
      'req/s': Math.round((requests * 1000) / elapsed),
      p50: ms(percentile(sorted, 50)),
      p95: ms(percentile(sorted, 95)),
      p99: ms(percentile(sorted, 99)),
      failed: recorder.errors + chat.result.errors + chat.result.refused,
      'chat p99': ms(percentile(delivery, 99)),
      lost,
      dup: ledger.duplicates,
      gaps: ledger.gaps,
      resumed: streams.resumed,
      'CPU s/1k req (each process)': perThousand(cpu, requests).join(' / '),
      'CPU s/1k req PostgreSQL': perThousand([pg], requests).join(''),
      'bench CPU %': Math.round((bench * 100) / elapsed),
    },
    errors,
  }
}

/**
 * Chat alone at growing rates, after a short warm-up (plans and JIT of fresh processes): each
 * rate's delivery p99 and CPU. A rate counts towards "msg/s at p99 ≤ 100 ms" when every send
 * was answered and delivered and the p99 is within the goal.
 */
async function chatPhase(fleet: Fleet, pairs: readonly Pair[], offset: number) {
  const base = new URL(fleet.proxy.url)
  const ledger = new Ledger()
  const streams = await openStreams(
    base,
    pairs.flatMap((pair) => [pair.a, pair.b]),
    ledger,
  )
  await sleep(1_000)
  const pids = fleet.servers.map((server) => server.child.pid ?? 0)
  const rows: ChatScaleRow[] = []
  let sentSoFar = offset
  const warmUp = await sendSteadily(base, pairs, ledger, CHAT_RATES[0] ?? 10, 3, sentSoFar)
  sentSoFar += warmUp.clientIds.length
  await drain(ledger, warmUp.clientIds)
  for (const rate of CHAT_RATES) {
    const cpu0 = pids.map(cpuMs)
    const pg0 = postgresCpuMs()
    const seconds = Math.max(5, Math.round(SECONDS / 3))
    const { clientIds, result } = await sendSteadily(base, pairs, ledger, rate, seconds, sentSoFar)
    sentSoFar += clientIds.length
    await drain(ledger, clientIds)
    const cpu = pids.map((pid, index) => cpuMs(pid) - (cpu0[index] ?? 0))
    const pg = postgresCpuMs() - pg0
    const sent = clientIds.map((id) => ledger.pending.get(id)).filter((p) => p?.sent === true)
    const delivery = sent
      .filter((pending) => pending?.deliveredAt !== undefined)
      .map((pending) => (pending?.deliveredAt ?? 0) - (pending?.startedAt ?? 0))
      .sort((a, b) => a - b)
    const p99 = percentile(delivery, 99)
    rows.push({
      processes: fleet.servers.length,
      'msg/s offered': rate,
      answered: sent.length,
      refused: result.refused,
      errors: result.errors,
      lost: sent.length - delivery.length,
      p50: ms(percentile(delivery, 50)),
      p99: ms(p99),
      'within goal':
        result.errors === 0 &&
        result.refused === 0 &&
        sent.length === delivery.length &&
        p99 <= CHAT_GOAL_P99_MS,
      'CPU s/1k msg (each process)': perThousand(cpu, Math.max(1, sent.length)).join(' / '),
      'CPU s/1k msg PostgreSQL': perThousand([pg], Math.max(1, sent.length)).join(''),
    })
    if (result.refused > clientIds.length / 2) break
  }
  streams.close()
  return { rows, sent: sentSoFar - offset }
}

// ---------------------------------------------------------------- set-up

async function seed(): Promise<Traffic> {
  const database = await openDatabase({ DATA_DIR: '', DATABASE_URL: process.env.DATABASE_URL })
  try {
    const ids = await seedDemoMembers(database, DEMO_MEMBERS)
    const chatIds = ids.slice(0, CHAT_PAIRS * 2)
    const searchable = ids.slice(CHAT_PAIRS * 2)
    const pairs = await pairUp(database, chatIds)
    const members: Member[] = []
    for (const id of searchable.slice(0, MEMBERS)) {
      const session = await createSessionRow(database.db, { userId: id })
      members.push({ id, cookie: session.token })
    }
    return { members, ids: searchable, pairs }
  } finally {
    await database.close()
  }
}

function requireTools(): void {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') {
    throw new Error('bench scale: set DATABASE_URL (several processes share one PostgreSQL)')
  }
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' })
  } catch {
    throw new Error('bench scale: HAProxy is missing (Debian: apt-get install haproxy)')
  }
}

export async function benchScale(): Promise<ScaleReport> {
  requireTools()
  const dir = mkdtempSync(path.join(tmpdir(), 'klik-bench-scale-'))
  const report: ScaleReport = { rows: [], chat: [], errorsSeen: [] }
  const note = (label: string, errors: Map<string, number>) => {
    for (const [kind, count] of errors) report.errorsSeen.push(`${label}: ${count}× ${kind}`)
  }
  try {
    const traffic = await seed()
    let offset = 0
    for (const count of PROCESSES) {
      const fleet = await startFleet(dir, count, await freePort())
      try {
        const label = `${count} process${count === 1 ? '' : 'es'}`
        const { row, errors } = await trafficPhase(label, fleet, traffic, offset)
        offset += CHAT_RATE * SECONDS
        report.rows.push(row)
        note(label, errors)
        const chat = await chatPhase(fleet, traffic.pairs, offset)
        offset += chat.sent
        report.chat.push(...chat.rows)
      } finally {
        await stopFleet(fleet)
      }
    }
    const fleet = await startFleet(dir, 3, await freePort())
    try {
      const label = 'failover: 3, SIGTERM one at 1/3, SIGKILL one at 2/3'
      const { row, errors } = await trafficPhase(label, fleet, traffic, offset, async (f) => {
        await sleep((SECONDS * 1000) / 3)
        f.servers[0]?.child.kill('SIGTERM')
        await sleep((SECONDS * 1000) / 3)
        f.servers[1]?.child.kill('SIGKILL')
      })
      report.rows.push(row)
      note(label, errors)
    } finally {
      await stopFleet(fleet)
    }
    return report
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

// `npm run bench -- chat`: the live channel under a thousand open streams. Seeds a temporary
// DATA_DIR (or the PostgreSQL at DATABASE_URL: its demo members are replaced) with demo
// members, a session and a million credits each, and a conversation for each pair (member i
// with member i + N/2). Starts the compiled server (dist-server/), opens one stream per member,
// then sends messages through POST /api/messages.php at a steady rate (open loop: on schedule,
// whatever the answers do), alternating pairs and directions. A message's delivery latency is
// from the moment its send starts to its arrival on the receiver's stream (the sender's own
// streams get it too; they do not count). After each phase the bench waits up to 5 s for
// stragglers; a message sent (200) and not delivered by then is lost. "send" columns are the
// answered sends (200); "refused" counts 503 server_busy with Retry-After (the server sheds
// load past OVERLOAD_WAIT_MS instead of queuing: nothing is stored, the client retries).
// Goals: p99 ≤ 100 ms at 200 msg/s on loopback; 1,000 open streams in ≤ 250 MB RSS.
// A 5-second warm-up at 50 msg/s comes first (shown, not a goal's phase).
// BENCH_CHAT_SECONDS (default 30) per phase, BENCH_CHAT_RATES (default 100,150,200) msg/s,
// BENCH_CHAT_CONNECTIONS (default 1000).
// The streams and senders run in this process, beside the server on the same cores: the
// table shows both processes' CPU so a saturated client is seen, not mistaken for the server.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { loadConfig } from '../server/config'
import type { Database } from '../server/db/database'
import { users } from '../server/db/schema'
import { openDatabase } from '../server/db/open'
import { createSessionRow } from '../server/domain/accounts/sessions'
import { openConversation } from '../server/domain/chats/conversations'
import { setCreditBalance } from '../server/domain/credits/credit-balance'
import { SESSION_COOKIE } from '../server/http/session-cookies'
import { sharedServerSecrets } from '../server/test/server-process'
import { startServer, type TestServer } from '../tests/e2e/support/server'
import { ms, percentile, rssMiB, seedDemoMembers } from './load'
import { openSse, type SseEvent, type SseStream } from './sse-client'

const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30)
const RATES = (process.env.BENCH_CHAT_RATES ?? '100,150,200').split(',').map(Number)
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 1000)
const DRAIN_MS = 5_000
const WARM_UP_RATE = 50
const WARM_UP_SECONDS = 5
const OPENING_AT_ONCE = 100
const TICK_MS = 2

interface Member {
  id: number
  cookie: string
}

export interface Pair {
  conversation: number
  a: Member
  b: Member
}

interface Pending {
  receiverId: number
  startedAt: number
  sent: boolean
  deliveredAt: number | undefined
}

export interface ChatRow {
  phase: string
  sent: number
  'msg/s': number
  p50: string
  p95: string
  p99: string
  max: string
  'send p50': string
  'send p99': string
  'send max': string
  refused: number
  errors: number
  lost: number
  dup: number
  'server CPU %': number
  'bench CPU %': number
  'RSS MiB': number
}

export interface ChatReport {
  backend: string
  connections: number
  baselineRssMiB: number
  connectedRssMiB: number
  connectMs: number
  readyP99Ms: number
  rows: ChatRow[]
  /** Streams that ended or ids that skipped: each should be 0. */
  dropped: number
  gaps: number
  errorsSeen: string[]
}

// ---------------------------------------------------------------- what the streams receive

/** Every message in flight by client_id, and what the streams saw of them. */
export class Ledger {
  readonly pending = new Map<string, Pending>()
  duplicates = 0
  gaps = 0
  dropped = 0
  private readonly lastIds = new Map<number, number>()

  /** One event on the stream of `memberId` (one stream per member in this bench). */
  received(memberId: number, event: SseEvent) {
    if (event.id !== undefined) {
      const id = Number(event.id)
      const last = this.lastIds.get(memberId)
      if (event.event !== 'ready' && last !== undefined && id !== last + 1) this.gaps++
      this.lastIds.set(memberId, id)
    }
    if (event.event !== 'message') return
    const now = performance.now()
    const clientId = (JSON.parse(event.data) as { message: { client_id: string } }).message
      .client_id
    const pending = this.pending.get(clientId)
    if (pending === undefined || pending.receiverId !== memberId) return
    if (pending.deliveredAt === undefined) pending.deliveredAt = now
    else this.duplicates++
  }
}

export function headersFor(base: URL, member: Member): Record<string, string> {
  return {
    cookie: `${SESSION_COOKIE}=${member.cookie}`,
    'x-package': 'klik',
    'x-original-host': base.host,
    origin: base.origin,
  }
}

async function connectAll(
  base: URL,
  members: readonly Member[],
  ledger: Ledger,
): Promise<{ streams: SseStream[]; readyMs: number[] }> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity })
  const streams: SseStream[] = []
  const readyMs: number[] = []
  for (let start = 0; start < members.length; start += OPENING_AT_ONCE) {
    await Promise.all(
      members.slice(start, start + OPENING_AT_ONCE).map(async (member) => {
        const opened = performance.now()
        const stream = openSse(agent, base, headersFor(base, member), {
          onEvent: (event) => ledger.received(member.id, event),
          onEnd: () => ledger.dropped++,
        })
        streams.push(stream)
        await stream.ready
        readyMs.push(performance.now() - opened)
      }),
    )
  }
  return { streams, readyMs }
}

// ---------------------------------------------------------------- sending on schedule

interface SendResult {
  /** How long each answered send (200) took. */
  sendMs: number[]
  /** Sends refused as overload: 503 with Retry-After (issue 29 §5), not lost, to be retried. */
  refused: number
  errors: number
  errorKinds: Map<string, number>
  /** The most the sender fell behind its schedule (the client, not the server). */
  lagMs: number
}

function postMessage(
  agent: Agent,
  base: URL,
  sender: Member,
  body: string,
): Promise<{ status: number; body: string; retryAfter: string | undefined }> {
  return new Promise((resolve) => {
    const call = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/api/messages.php',
        headers: {
          ...headersFor(base, sender),
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            retryAfter: response.headers['retry-after'],
          }),
        )
      },
    )
    call.on('error', (error) => resolve({ status: 0, body: error.message, retryAfter: undefined }))
    call.end(body)
  })
}

/** Sends `rate` messages a second for `seconds`, open loop; message k goes to pair k mod n. */
export async function sendSteadily(
  base: URL,
  pairs: readonly Pair[],
  ledger: Ledger,
  rate: number,
  seconds: number,
  offset: number,
): Promise<{ result: SendResult; clientIds: string[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
  const total = Math.round(rate * seconds)
  const result: SendResult = {
    sendMs: [],
    refused: 0,
    errors: 0,
    errorKinds: new Map(),
    lagMs: 0,
  }
  const clientIds: string[] = []
  const inFlight: Promise<void>[] = []
  const startedAt = performance.now()
  let next = 0
  const sendOne = (k: number) => {
    const index = offset + k
    const pair = pairs[index % pairs.length] as Pair
    const forward = Math.floor(index / pairs.length) % 2 === 0
    const [sender, receiver] = forward ? [pair.a, pair.b] : [pair.b, pair.a]
    const clientId = randomUUID()
    const body = JSON.stringify({
      conversation: pair.conversation,
      client_id: clientId,
      text: `bench ${index}`,
    })
    const started = performance.now()
    result.lagMs = Math.max(result.lagMs, started - (startedAt + (k * 1000) / rate))
    const pending: Pending = {
      receiverId: receiver.id,
      startedAt: started,
      sent: false,
      deliveredAt: undefined,
    }
    ledger.pending.set(clientId, pending)
    clientIds.push(clientId)
    return postMessage(agent, base, sender, body).then(({ status, body: answer, retryAfter }) => {
      if (status === 200) {
        result.sendMs.push(performance.now() - started)
        pending.sent = true
      } else if (status === 503 && retryAfter !== undefined && answer.includes('server_busy')) {
        result.refused++
      } else {
        result.errors++
        const kind = `${status} ${answer.slice(0, 80)}`
        result.errorKinds.set(kind, (result.errorKinds.get(kind) ?? 0) + 1)
      }
    })
  }
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000) + 1)
    for (; next < due; next++) inFlight.push(sendOne(next))
    await sleep(TICK_MS)
  }
  await Promise.all(inFlight)
  agent.destroy()
  return { result, clientIds }
}

export async function drain(ledger: Ledger, clientIds: readonly string[]): Promise<void> {
  const until = performance.now() + DRAIN_MS
  const waiting = () =>
    clientIds.some((id) => {
      const pending = ledger.pending.get(id)
      return pending?.sent === true && pending.deliveredAt === undefined
    })
  while (waiting() && performance.now() < until) await sleep(50)
}

// ---------------------------------------------------------------- measuring

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

/** The process's user + system CPU time in ms (Linux clock ticks are 10 ms). */
export function cpuMs(pid: number): number {
  return statCpuMs(pid, false)
}

/** The same, with the CPU of its children that have exited (and were waited for). */
export function cpuWithExitedChildrenMs(pid: number): number {
  return statCpuMs(pid, true)
}

function statCpuMs(pid: number, withExitedChildren: boolean): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // utime and stime, then cutime and cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const own = Number(fields[11]) + Number(fields[12])
    const children = withExitedChildren ? Number(fields[13]) + Number(fields[14]) : 0
    return (own + children) * 10
  } catch {
    return Number.NaN
  }
}

function benchCpuMs(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

async function phase(
  server: TestServer,
  pairs: readonly Pair[],
  ledger: Ledger,
  rate: number,
  offset: number,
  seconds = SECONDS,
  label = `${rate} msg/s × ${seconds} s`,
): Promise<{ row: ChatRow; errorKinds: Map<string, number>; lagMs: number }> {
  const base = new URL(server.url)
  let peak = rssMiB(server.pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 250)
  const cpu0 = cpuMs(server.pid)
  const bench0 = benchCpuMs()
  const t0 = performance.now()
  const { result, clientIds } = await sendSteadily(base, pairs, ledger, rate, seconds, offset)
  const elapsed = performance.now() - t0
  const cpu = cpuMs(server.pid) - cpu0
  const bench = benchCpuMs() - bench0
  await drain(ledger, clientIds)
  clearInterval(sampler)
  peak = Math.max(peak, rssMiB(server.pid))

  const delivery: number[] = []
  let lost = 0
  for (const id of clientIds) {
    const pending = ledger.pending.get(id)
    if (pending?.sent !== true) continue
    if (pending.deliveredAt === undefined) lost++
    else delivery.push(pending.deliveredAt - pending.startedAt)
  }
  delivery.sort((a, b) => a - b)
  const sends = [...result.sendMs].sort((a, b) => a - b)
  const row: ChatRow = {
    phase: label,
    sent: result.sendMs.length,
    'msg/s': Math.round((delivery.length * 1000) / elapsed),
    p50: ms(percentile(delivery, 50)),
    p95: ms(percentile(delivery, 95)),
    p99: ms(percentile(delivery, 99)),
    max: ms(delivery.at(-1) ?? Number.NaN),
    'send p50': ms(percentile(sends, 50)),
    'send p99': ms(percentile(sends, 99)),
    'send max': ms(sends.at(-1) ?? Number.NaN),
    refused: result.refused,
    errors: result.errors,
    lost,
    dup: ledger.duplicates,
    'server CPU %': Math.round((cpu * 100) / elapsed),
    'bench CPU %': Math.round((bench * 100) / elapsed),
    'RSS MiB': peak,
  }
  ledger.duplicates = 0
  return { row, errorKinds: result.errorKinds, lagMs: result.lagMs }
}

// ---------------------------------------------------------------- set-up

async function seed(database: Database, count: number): Promise<Pair[]> {
  // A few more than needed: only searchable members can be written to.
  const ids = (await seedDemoMembers(database, Math.ceil(count * 1.2))).slice(0, count)
  if (ids.length < count) throw new Error(`only ${ids.length} searchable demo members`)
  return pairUp(database, ids)
}

/**
 * Makes `ids` (searchable demo members) real members with a session and a million credits,
 * and pairs member i with member i + n/2 in a conversation.
 */
export async function pairUp(database: Database, ids: readonly number[]): Promise<Pair[]> {
  // Real members pay per message (a message to a fictional one is free): the bench measures
  // the paid send, debit and all.
  await database.db
    .update(users)
    .set({ fictional: false })
    .where(inArray(users.id, [...ids]))
  const members: Member[] = []
  for (const id of ids) {
    const session = await createSessionRow(database.db, { userId: id })
    await setCreditBalance(database.db, id, 1_000_000, 'bench')
    members.push({ id, cookie: session.token })
  }
  const half = Math.floor(ids.length / 2)
  const pairs: Pair[] = []
  for (let i = 0; i < half; i++) {
    const a = members[i] as Member
    const b = members[i + half] as Member
    pairs.push({ conversation: await openConversation(database.db, a.id, b.id), a, b })
  }
  return pairs
}

/** A PostgreSQL server needs a fixed secret and VAPID pair (several processes share them). */
function backendEnv(): Record<string, string> {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') return {}
  return sharedServerSecrets(process.env.APP_SECRET ?? 'klik-bench-load-secret-0123456789abcdef')
}

export async function benchChat(): Promise<ChatReport> {
  const url = process.env.DATABASE_URL
  const backend = url === undefined || url === '' ? 'PGlite' : 'PostgreSQL'
  const root = mkdtempSync(path.join(tmpdir(), 'klik-bench-chat-'))
  const dataDir = path.join(root, 'data')
  try {
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url })
    let pairs: Pair[]
    try {
      pairs = await seed(database, CONNECTIONS)
    } finally {
      await database.close()
    }
    // The limits would measure themselves: 600 sends an hour per member is one a second.
    const server = await startServer({
      dataDir,
      // The production bounds on the database queue and the event loop (tests turn them off):
      // past them the server refuses sends with 503 server_busy instead of queuing them.
      // OVERLOAD_WAIT_MS=0: off; both may be set for a run to compare.
      env: {
        RATE_LIMIT_FACTOR: '1000',
        OVERLOAD_WAIT_MS: process.env.OVERLOAD_WAIT_MS ?? String(loadConfig({}).OVERLOAD_WAIT_MS),
        ...(process.env.OVERLOAD_LAG_MS ? { OVERLOAD_LAG_MS: process.env.OVERLOAD_LAG_MS } : {}),
        ...backendEnv(),
      },
    })
    const ledger = new Ledger()
    let streams: SseStream[] = []
    try {
      await sleep(2000)
      const baselineRssMiB = rssMiB(server.pid)
      const members = pairs.flatMap((pair) => [pair.a, pair.b])
      const opened = performance.now()
      const connected = await connectAll(new URL(server.url), members, ledger)
      streams = connected.streams
      const connectMs = Math.round(performance.now() - opened)
      await sleep(3000)
      const report: ChatReport = {
        backend,
        connections: streams.length,
        baselineRssMiB,
        connectedRssMiB: rssMiB(server.pid),
        connectMs,
        readyP99Ms: Math.round(
          percentile(
            [...connected.readyMs].sort((a, b) => a - b),
            99,
          ),
        ),
        rows: [],
        dropped: 0,
        gaps: 0,
        errorsSeen: [],
      }
      // A server's first messages compile and plan what it has not run yet (JIT, prepared
      // statements): a short warm-up, shown but not a goal's phase.
      const warmUp = [{ rate: WARM_UP_RATE, seconds: WARM_UP_SECONDS, warmUp: true }]
      const phases = [
        ...warmUp,
        ...RATES.map((rate) => ({ rate, seconds: SECONDS, warmUp: false })),
      ]
      let offset = 0
      for (const { rate, seconds, warmUp: warming } of phases) {
        const label = `${warming ? 'warm-up: ' : ''}${rate} msg/s × ${seconds} s`
        const { row, errorKinds, lagMs } = await phase(
          server,
          pairs,
          ledger,
          rate,
          offset,
          seconds,
          label,
        )
        offset += Math.round(rate * seconds)
        report.rows.push(row)
        for (const [kind, count] of errorKinds)
          report.errorsSeen.push(`${row.phase}: ${count}× ${kind}`)
        if (lagMs > 50) {
          report.errorsSeen.push(`${row.phase}: the bench fell ${Math.round(lagMs)} ms behind`)
        }
      }
      report.dropped = ledger.dropped
      report.gaps = ledger.gaps
      return report
    } finally {
      for (const stream of streams) stream.close()
      await server.stop()
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

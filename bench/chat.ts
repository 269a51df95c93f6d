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
import type { Database } from '../server/db/database'
import { loadConfig } from '../server/config'
import { startServer, type TestServer } from '../tests/e2e/support/server'
import { backendEnv, backendName, withDataDir, withDatabase } from './bench-server'
import { pairUp, type Pair } from './chat-pairs'
import { drain, sendSteadily } from './chat-send'
import { connectAll, deliveries, Ledger } from './chat-streams'
import { seedDemoMembers } from './demo-members'
import { benchCpuMs, cpuMs, rssMiB } from './process-usage'
import type { SseStream } from './sse-client'
import { ms, percentile, sleep } from './timing'

const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30)
const RATES = (process.env.BENCH_CHAT_RATES ?? '100,150,200').split(',').map(Number)
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 1000)
const WARM_UP_RATE = 50
const WARM_UP_SECONDS = 5

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

  const { delivery, lost } = deliveries(ledger, clientIds)
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

async function seed(database: Database, count: number): Promise<Pair[]> {
  // A few more than needed: only searchable members can be written to.
  const ids = (await seedDemoMembers(database, Math.ceil(count * 1.2))).slice(0, count)
  if (ids.length < count) throw new Error(`only ${ids.length} searchable demo members`)
  return pairUp(database, ids)
}

export async function benchChat(): Promise<ChatReport> {
  const url = process.env.DATABASE_URL
  const backend = backendName(url)
  return withDataDir('klik-bench-chat-', async (dataDir) => {
    const pairs = await withDatabase({ DATA_DIR: dataDir, DATABASE_URL: url }, (database) =>
      seed(database, CONNECTIONS),
    )
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
  })
}

// `npm run bench -- load`: the production server under logged-in members' traffic. Seeds a
// temporary DATA_DIR (or the PostgreSQL at DATABASE_URL: its demo members are replaced) with
// demo members and a session for each simulated member, starts the compiled server
// (dist-server/, as `npm start` does) and drives it over loopback with the members' mix:
// user polling, search, member pages, likes.
//   saturation  200 connections, zero think time, 60 s: how the server degrades when full.
//   members     2,000 members, each a request every 10 s on average (exponential think time).
//   ramp        members mode in growing steps until p99 passes 250 ms: how far one process goes.
// Goals (embedded database): saturation max ≤ 5 s and 0 errors; members p99 ≤ 250 ms; RSS idle
// ≤ 300 MiB and ≤ 500 MiB loaded. BENCH_LOAD_SECONDS shortens the phases for a quick look.
import type { Database } from '../server/db/database'
import { startServer } from '../tests/e2e/support/server'
import { backendEnv, backendName, withDataDir, withDatabase } from './bench-server'
import { seedDemoMembers, signIn, type Member } from './demo-members'
import { saturate, simulateMembers, type Recorder } from './load-traffic'
import { rssMiB, withPeakRss } from './process-usage'
import { ms, percentile, sleep, type LatencyRow } from './timing'

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const DEMO_MEMBERS = Number(process.env.BENCH_LOAD_DEMO_MEMBERS ?? 20_000)
const SATURATION_CONNECTIONS = 200
const MEMBERS = 2_000
const RAMP_GOAL_P99_MS = 250

export interface LoadRow extends LatencyRow {
  max: string
  errors: number
  'RSS MiB': number
}

export interface LoadReport {
  backend: string
  startupMs: number
  idleRssMiB: number
  rows: LoadRow[]
  errorsSeen: string[]
}

function row(phase: string, recorder: Recorder, seconds: number, rss: number): LoadRow {
  const sorted = [...recorder.latencies].sort((a, b) => a - b)
  return {
    phase,
    requests: sorted.length,
    'req/s': Math.round(sorted.length / seconds),
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? Number.NaN),
    errors: recorder.errors,
    'RSS MiB': rss,
  }
}

/** Demo members, the first `memberCount` of them signed in as the simulated members. */
async function seed(
  database: Database,
  memberCount: number,
): Promise<{ members: Member[]; ids: number[] }> {
  const ids = await seedDemoMembers(database, DEMO_MEMBERS)
  return { members: await signIn(database, ids.slice(0, memberCount)), ids }
}

export async function benchLoad(modes: readonly string[]): Promise<LoadReport> {
  const url = process.env.DATABASE_URL
  const backend = backendName(url)
  const rampSteps = [2_000, 3_000, 4_000, 6_000, 8_000, 12_000, 16_000]
  const needed = Math.max(
    MEMBERS,
    SATURATION_CONNECTIONS,
    ...(modes.includes('ramp') ? rampSteps : []),
  )
  return withDataDir('klik-bench-load-', async (dataDir) => {
    const seeded = await withDatabase({ DATA_DIR: dataDir, DATABASE_URL: url }, (database) =>
      seed(database, needed),
    )
    const startedAt = performance.now()
    const server = await startServer({
      dataDir,
      env: { RATE_LIMIT_FACTOR: '1000', ...backendEnv() },
    })
    const startupMs = Math.round(performance.now() - startedAt)
    const report: LoadReport = { backend, startupMs, idleRssMiB: 0, rows: [], errorsSeen: [] }
    try {
      await sleep(2000)
      report.idleRssMiB = rssMiB(server.pid)
      const note = (name: string, recorder: Recorder, seconds: number, peak: number) => {
        report.rows.push(row(name, recorder, seconds, peak))
        for (const [kind, count] of recorder.errorKinds)
          report.errorsSeen.push(`${name}: ${count}× ${kind}`)
      }
      if (modes.includes('saturation')) {
        const [recorder, peak] = await withPeakRss(
          server.pid,
          saturate(server, seeded.members, seeded.ids, SECONDS, SATURATION_CONNECTIONS),
        )
        note(`saturation ${SATURATION_CONNECTIONS} conn`, recorder, SECONDS, peak)
      }
      if (modes.includes('members')) {
        const [recorder, peak] = await withPeakRss(
          server.pid,
          simulateMembers(
            new URL(server.url),
            seeded.members.slice(0, MEMBERS),
            seeded.ids,
            SECONDS,
          ),
        )
        note(`members ${MEMBERS}`, recorder, SECONDS, peak)
      }
      if (modes.includes('ramp')) {
        for (const count of rampSteps) {
          const [recorder, peak] = await withPeakRss(
            server.pid,
            simulateMembers(
              new URL(server.url),
              seeded.members.slice(0, count),
              seeded.ids,
              SECONDS,
            ),
          )
          note(`members ${count}`, recorder, SECONDS, peak)
          const sorted = [...recorder.latencies].sort((a, b) => a - b)
          if (percentile(sorted, 99) > RAMP_GOAL_P99_MS) break
        }
      }
    } finally {
      await server.stop()
    }
    return report
  })
}

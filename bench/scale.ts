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
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../server/test/server-process'
import { withDatabase } from './bench-server'
import { pairUp } from './chat-pairs'
import { seedDemoMembers, signIn } from './demo-members'
import { startFleet, stopFleet } from './scale-fleet'
import {
  CHAT_RATE,
  chatPhase,
  SECONDS,
  trafficPhase,
  type ChatScaleRow,
  type ScaleRow,
  type Traffic,
} from './scale-phases'
import { sleep } from './timing'

const PROCESSES = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,3').split(',').map(Number)
const DEMO_MEMBERS = 5_000
const MEMBERS = Number(process.env.BENCH_SCALE_MEMBERS ?? 1_000)
const CHAT_PAIRS = 100

export interface ScaleReport {
  rows: ScaleRow[]
  chat: ChatScaleRow[]
  errorsSeen: string[]
}

async function seed(): Promise<Traffic> {
  return withDatabase(
    { DATA_DIR: '', DATABASE_URL: process.env.DATABASE_URL },
    async (database) => {
      const ids = await seedDemoMembers(database, DEMO_MEMBERS)
      const chatIds = ids.slice(0, CHAT_PAIRS * 2)
      const searchable = ids.slice(CHAT_PAIRS * 2)
      const pairs = await pairUp(database, chatIds)
      const members = await signIn(database, searchable.slice(0, MEMBERS))
      return { members, ids: searchable, pairs }
    },
  )
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

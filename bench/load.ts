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
import { and, eq, isNull, sql } from 'drizzle-orm'
import { Agent, request } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '../server/db/database'
import { openDatabase } from '../server/db/open'
import { prepareDatabase } from '../server/db/prepare'
import { profiles, users } from '../server/db/schema'
import { createSessionRow } from '../server/domain/accounts/sessions'
import { createRng, type Rng } from '../server/domain/demo/prng'
import { addDemoMembers, deleteDemoMembers } from '../server/domain/demo/seed-demo'
import { LocalMediaStore } from '../server/domain/media/storage/local-media-store'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'
import { SESSION_COOKIE } from '../server/http/session-cookies'
import { sharedServerSecrets } from '../server/test/server-process'
import { startServer, type TestServer } from '../tests/e2e/support/server'

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const DEMO_MEMBERS = Number(process.env.BENCH_LOAD_DEMO_MEMBERS ?? 20_000)
const SATURATION_CONNECTIONS = 200
const MEMBERS = 2_000
const THINK_MS = 10_000
const RAMP_GOAL_P99_MS = 250

export interface Member {
  id: number
  cookie: string
}

export interface LoadRow {
  phase: string
  requests: number
  'req/s': number
  p50: string
  p95: string
  p99: string
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

// ---------------------------------------------------------------- the members' traffic

const AGES = [
  [18, 25],
  [26, 35],
  [36, 45],
  [46, 55],
  [18, 99],
] as const

/** One request of the mix, as the client sends it. */
function nextRequest(
  rng: Rng,
  memberIds: readonly number[],
): { method: string; path: string; body?: string } {
  const kind = rng.weighted([
    ['user', 35],
    ['search', 30],
    ['member', 20],
    ['likes', 10],
    ['like', 5],
  ] as const)
  switch (kind) {
    case 'user':
      return { method: 'GET', path: '/api/user.php' }
    case 'search': {
      if (rng.chance(0.3))
        return { method: 'GET', path: '/api/search.php?source=members&pp=12&auto_load=1' }
      const [min, max] = rng.pick(AGES)
      const params = new URLSearchParams({
        source: 'members',
        pp: '12',
        manual_search: '1',
        gender: rng.pick(['female', 'male', '']),
        country: rng.pick(['NL', 'BE', 'DE', 'NL-BE']),
        min_age: String(min),
        max_age: String(max),
        page: String(
          rng.weighted([
            [1, 60],
            [2, 25],
            [3, 15],
          ] as const),
        ),
      })
      return { method: 'GET', path: `/api/search.php?${params.toString()}` }
    }
    case 'member':
      return { method: 'GET', path: `/api/member.php?id=${rng.pick(memberIds)}` }
    case 'likes':
      return { method: 'GET', path: '/api/likes.php' }
    case 'like':
      return {
        method: rng.chance(0.6) ? 'POST' : 'DELETE',
        path: '/api/likes.php',
        body: JSON.stringify({ profile: rng.pick(memberIds) }),
      }
  }
}

class Recorder {
  readonly latencies: number[] = []
  errors = 0
  readonly errorKinds = new Map<string, number>()

  ok(ms: number) {
    this.latencies.push(ms)
  }

  fail(ms: number, kind: string) {
    this.latencies.push(ms)
    this.errors++
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1)
  }
}

function send(
  agent: Agent,
  base: URL,
  member: Member,
  req: { method: string; path: string; body?: string },
  recorder: Recorder,
): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      cookie: `${SESSION_COOKIE}=${member.cookie}`,
      'x-package': 'klik',
      'x-original-host': base.host,
      origin: base.origin,
    }
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json'
      // Node sends a DELETE body without framing unless told its length.
      headers['content-length'] = String(Buffer.byteLength(req.body))
    }
    const call = request(
      { agent, host: base.hostname, port: base.port, method: req.method, path: req.path, headers },
      (response) => {
        const status = response.statusCode ?? 0
        let body = ''
        if (status >= 400) response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        else response.resume()
        response.on('end', () => {
          const ms = performance.now() - started
          if (status < 400) recorder.ok(ms)
          else
            recorder.fail(
              ms,
              `${req.method} ${req.path.split('?')[0]} → ${status} ${errorCode(body)}`,
            )
          resolve()
        })
      },
    )
    call.on('error', (error) => {
      recorder.fail(
        performance.now() - started,
        `${req.method} ${req.path.split('?')[0]} → ${error.message}`,
      )
      resolve()
    })
    call.end(req.body)
  })
}

function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? ''
  } catch {
    return body.slice(0, 40)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Closed loop, no think time: every connection sends its next request when the last one ends. */
async function saturate(
  server: TestServer,
  members: readonly Member[],
  memberIds: number[],
  seconds: number,
) {
  const base = new URL(server.url)
  const agent = new Agent({ keepAlive: true, maxSockets: SATURATION_CONNECTIONS })
  const recorder = new Recorder()
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: SATURATION_CONNECTIONS }, async (_, index) => {
      const rng = createRng(`saturate-${index}`)
      const member = members[index % members.length] as Member
      while (performance.now() < until) {
        await send(agent, base, member, nextRequest(rng, memberIds), recorder)
      }
    }),
  )
  agent.destroy()
  return recorder
}

/**
 * Each member sends a request to `base`, then waits an exponential think time of mean
 * THINK_MS, for `seconds` (the scale bench drives its proxy the same way).
 */
export async function simulateMembers(
  base: URL,
  members: readonly Member[],
  memberIds: number[],
  seconds: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
  const recorder = new Recorder()
  const until = performance.now() + seconds * 1000
  const think = (rng: Rng) => -Math.log(1 - rng.next()) * THINK_MS
  await Promise.all(
    members.map(async (member, index) => {
      const rng = createRng(`member-${index}`)
      // Arrivals spread over one think time, as members who were already there.
      await sleep(rng.next() * THINK_MS)
      while (performance.now() < until) {
        await send(agent, base, member, nextRequest(rng, memberIds), recorder)
        await sleep(Math.min(think(rng), until - performance.now()))
      }
    }),
  )
  agent.destroy()
  return recorder
}

// ---------------------------------------------------------------- set-up and report

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`

function row(phase: string, recorder: Recorder, seconds: number, rssMiB: number): LoadRow {
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
    'RSS MiB': rssMiB,
  }
}

/** Peak resident memory of the server process while `work` runs, sampled every 250 ms. */
async function withPeakRss<T>(pid: number, work: Promise<T>): Promise<[T, number]> {
  let peak = rssMiB(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid))
  }, 250)
  try {
    return [await work, Math.max(peak, rssMiB(pid))]
  } finally {
    clearInterval(timer)
  }
}

export function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
    return Math.round(kb / 1024)
  } catch {
    return Number.NaN
  }
}

async function seed(
  database: Database,
  memberCount: number,
): Promise<{ members: Member[]; ids: number[] }> {
  const ids = await seedDemoMembers(database, DEMO_MEMBERS)
  // The simulated members are demo members with a session each (no password, no argon2).
  const members: Member[] = []
  for (const id of ids.slice(0, memberCount)) {
    const session = await createSessionRow(database.db, { userId: id })
    members.push({ id, cookie: session.token })
  }
  return { members, ids }
}

/** A PostgreSQL server needs a fixed secret and VAPID pair (several processes share them). */
function backendEnv(): Record<string, string> {
  const url = process.env.DATABASE_URL
  if (url === undefined || url === '') return {}
  return sharedServerSecrets(process.env.APP_SECRET ?? 'klik-bench-load-secret-0123456789abcdef')
}

export async function benchLoad(modes: readonly string[]): Promise<LoadReport> {
  const url = process.env.DATABASE_URL
  const backend = url === undefined || url === '' ? 'PGlite' : 'PostgreSQL'
  const root = mkdtempSync(path.join(tmpdir(), 'klik-bench-load-'))
  const dataDir = path.join(root, 'data')
  const rampSteps = [2_000, 3_000, 4_000, 6_000, 8_000, 12_000, 16_000]
  const needed = Math.max(
    MEMBERS,
    SATURATION_CONNECTIONS,
    ...(modes.includes('ramp') ? rampSteps : []),
  )
  try {
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url })
    let seeded: { members: Member[]; ids: number[] }
    try {
      seeded = await seed(database, needed)
    } finally {
      await database.close()
    }
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
          saturate(server, seeded.members, seeded.ids, SECONDS),
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
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/**
 * Replaces the database's demo members with `count` new ones (prepared, analysed) and answers
 * the ids of the searchable ones, lowest first. Demo members only: a shared PostgreSQL may
 * hold other (test, deleted) accounts too.
 */
export async function seedDemoMembers(database: Database, count: number): Promise<number[]> {
  await prepareDatabase(database)
  await deleteDemoMembers(database.db)
  await addDemoMembers(database.db, {
    count,
    media: new LocalMediaStore(path.join(tmpdir(), 'klik-bench-media')),
    siteId: DEFAULT_SITE.id,
    countries: DEFAULT_SITE.countries,
    batchSize: 2000,
  })
  await database.db.execute(sql`vacuum analyze`)
  const rows = await database.db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.fictional, true), isNull(users.deletedAt), eq(profiles.searchable, true)))
    .orderBy(profiles.userId)
  return rows.map((row) => row.id)
}

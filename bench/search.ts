// `npm run bench -- search`: member search at 100,000 demo members. Seeds a temporary
// DATA_DIR (and, when DATABASE_URL is set, that PostgreSQL too — its earlier demo members are
// replaced), measures the raw query (searchMembers) over a realistic mix of filters, then
// starts the real server on the same data and drives GET /api/search.php with autocannon as
// a logged-in member over the same mix. Goals: raw p95 ≤ 5 ms; the API keeps ≥ 50 % of the
// raw query's rate. Each backend gets a second row: the same mix nearest first (sort=distance
// from the viewer's city, issue 32 §4).
import autocannon from 'autocannon'
import path from 'node:path'
import type { Database } from '../server/db/database'
import { openPglite } from '../server/db/pglite'
import { openPostgres } from '../server/db/postgres'
import { searchMembers } from '../server/domain/search/search-members'
import { sharedServerSecrets } from '../server/test/server-process'
import { startServer } from '../tests/e2e/support/server'
import { withDataDir } from './bench-server'
import { searchMix, type MixEntry } from './search-mix'
import { logPlans } from './search-plans'
import { coordinateColumns } from '../server/domain/geo/city-coordinates'
import { MEMBERS, seedSearch, VIEWER, VIEWER_PLACE } from './search-seed'
import { percentile } from './timing'

const RAW_WARMUP = 300
const RAW_QUERIES = 3_000
const API_SECONDS = 10

export interface SearchBenchRow {
  backend: string
  order: 'newest' | 'nearest'
  'raw p50': string
  'raw p95': string
  'raw p99': string
  'raw q/s': number
  'API req/s': number
  'API p50': string
  'API p99': string
  'API errors': number
  'API/raw %': number
}

/** Two decimals: a raw query takes a few ms (timing.ts's `ms` shows one). */
const ms = (value: number) => `${value.toFixed(2)} ms`

async function measureRaw(
  database: Database,
  viewerId: number,
  mix: readonly MixEntry[],
): Promise<{ p50: number; p95: number; p99: number; perSecond: number }> {
  const run = (entry: MixEntry | undefined) =>
    entry === undefined
      ? Promise.resolve()
      : searchMembers(database.db, { ...entry.input, viewerId })
  for (let i = 0; i < RAW_WARMUP; i++) await run(mix[i % mix.length])
  const times: number[] = []
  const started = performance.now()
  for (let i = 0; i < RAW_QUERIES; i++) {
    const t = performance.now()
    await run(mix[(i * 7) % mix.length])
    times.push(performance.now() - t)
  }
  const total = performance.now() - started
  times.sort((a, b) => a - b)
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: Math.round((RAW_QUERIES / total) * 1000),
  }
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VIEWER),
  })
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`)
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '')
  return cookies.join('; ')
}

async function measureApi(url: string, cookie: string, mix: readonly MixEntry[]) {
  // Every mix entry must work before we time them (a 4xx would be a fast, meaningless answer).
  for (const entry of mix.slice(0, 40)) {
    const response = await fetch(`${url}${entry.query}`, { headers: { cookie } })
    if (!response.ok) throw new Error(`${entry.query}: ${response.status} ${await response.text()}`)
  }
  const result = await autocannon({
    url,
    connections: 20,
    duration: API_SECONDS,
    headers: { cookie },
    requests: mix.map((entry) => ({ method: 'GET' as const, path: entry.query })),
  })
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

type Raw = Awaited<ReturnType<typeof measureRaw>>
type Api = Awaited<ReturnType<typeof measureApi>>

function row(backend: string, order: SearchBenchRow['order'], raw: Raw, api: Api): SearchBenchRow {
  return {
    backend,
    order,
    'raw p50': ms(raw.p50),
    'raw p95': ms(raw.p95),
    'raw p99': ms(raw.p99),
    'raw q/s': raw.perSecond,
    'API req/s': api.perSecond,
    'API p50': `${api.p50} ms`,
    'API p99': `${api.p99} ms`,
    'API errors': api.errors,
    'API/raw %': Math.round((api.perSecond / raw.perSecond) * 100),
  }
}

async function benchBackend(
  backend: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<SearchBenchRow[]> {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  const serverEnv: Record<string, string> =
    backend === 'postgres'
      ? {
          DATABASE_URL: databaseUrl,
          ...sharedServerSecrets(
            process.env.APP_SECRET ?? 'klik-bench-search-secret-0123456789abcdef',
          ),
        }
      : { DATABASE_URL: '' }
  return withDataDir('klik-bench-search-', async (dataDir) => {
    log(`${backend}: seeding ${MEMBERS} demo members …`)
    const database =
      backend === 'postgres'
        ? await openPostgres(databaseUrl, (error) => log(`postgres: ${error.message}`))
        : await openPglite(path.join(dataDir, 'pg'))
    const mix = searchMix(500)
    const { latitude, longitude } = coordinateColumns(VIEWER_PLACE)
    if (latitude === null || longitude === null) throw new Error('the viewer has no coordinates')
    const nearestMix = searchMix(500, { latitude, longitude })
    let raw, rawNearest
    try {
      const viewerId = await seedSearch(database, log)
      log(`${backend}: raw searchMembers …`)
      raw = await measureRaw(database, viewerId, mix)
      log(`${backend}: raw searchMembers nearest first …`)
      rawNearest = await measureRaw(database, viewerId, nearestMix)
      await logPlans(database, viewerId, { latitude, longitude }, log)
    } finally {
      // PGlite: one process per directory, so the server can only open it after this.
      await database.close()
    }
    log(`${backend}: GET /api/search.php …`)
    const server = await startServer({
      dataDir,
      readyTimeoutMs: 180_000,
      env: { ...serverEnv, RATE_LIMIT_FACTOR: '1000' },
    })
    let api, apiNearest
    try {
      const cookie = await login(server.url)
      api = await measureApi(server.url, cookie, mix)
      apiNearest = await measureApi(server.url, cookie, nearestMix)
    } finally {
      await server.stop()
    }
    return [row(backend, 'newest', raw, api), row(backend, 'nearest', rawNearest, apiNearest)]
  })
}

export async function benchSearch(
  log: (line: string) => void = console.log,
): Promise<SearchBenchRow[]> {
  const rows = await benchBackend('pglite', log)
  if ((process.env.DATABASE_URL ?? '') !== '') rows.push(...(await benchBackend('postgres', log)))
  return rows
}

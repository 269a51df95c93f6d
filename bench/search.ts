// `npm run bench -- search`: member search at 100,000 demo members. Seeds a temporary
// DATA_DIR (and, when DATABASE_URL is set, that PostgreSQL too — its earlier demo members are
// replaced), measures the raw query (searchMembers) over a realistic mix of filters, then
// starts the real server on the same data and drives GET /api/search.php with autocannon as
// a logged-in member over the same mix. Goals: raw p95 ≤ 5 ms; the API keeps ≥ 50 % of the
// raw query's rate.
import autocannon from 'autocannon'
import { eq, sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Gender } from '../src/contract/profile-field-names'
import type { Database } from '../server/db/database'
import { openPglite } from '../server/db/pglite'
import { openPostgres } from '../server/db/postgres'
import { prepareDatabase } from '../server/db/prepare'
import { profiles, users } from '../server/db/schema'
import { hashPassword } from '../server/domain/accounts/passwords'
import { createRng } from '../server/domain/demo/prng'
import { addDemoMembers, deleteDemoMembers } from '../server/domain/demo/seed-demo'
import { LocalMediaStore } from '../server/domain/media/storage/local-media-store'
import { regionsOf } from '../server/domain/geo/regions'
import type { SearchInput } from '../server/domain/search/search-filter'
import { searchMembers } from '../server/domain/search/search-members'
import { listNotifications } from '../server/domain/notifications/notification-centre'
import { listConversations } from '../server/domain/chats/conversations'
import { explain, statementLog } from '../server/db/statement-log'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'
import { sharedServerSecrets } from '../server/test/server-process'
import { startServer } from '../tests/e2e/support/server'

const MEMBERS = Number(process.env.BENCH_SEARCH_MEMBERS ?? 100_000)
const RAW_WARMUP = 300
const RAW_QUERIES = 3_000
const API_SECONDS = 10
const VIEWER = { email: 'bench-viewer@example.com', password: 'bench search password' }

export interface SearchBenchRow {
  backend: string
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

interface MixEntry {
  input: Omit<SearchInput, 'viewerId'>
  query: string
}

const AGE_BUCKETS: ReadonlyArray<readonly [number, number | null]> = [
  [18, null],
  [18, 25],
  [26, 35],
  [36, 45],
  [46, 55],
  [56, 65],
  [65, null],
]
const PAIRS = [
  ['NL', 'BE'],
  ['DE', 'AT'],
  ['GB', 'IE'],
] as const

/** The filters members use: mostly one country, some pairs and all countries, ages, regions. */
function searchMix(count: number): MixEntry[] {
  const rng = createRng('klik-bench-search')
  const countries = DEFAULT_SITE.countries
  return Array.from({ length: count }, () => {
    const scope = rng.weighted([
      ['one', 60],
      ['pair', 25],
      ['all', 15],
    ] as const)
    const chosen: string[] =
      scope === 'one'
        ? [rng.pick(countries)]
        : scope === 'pair'
          ? [...rng.pick(PAIRS)]
          : [...countries]
    const [first] = chosen
    const countryregion =
      scope === 'one' && first !== undefined && rng.chance(0.25)
        ? rng.pick(regionsOf(first).map((region) => region.id))
        : ''
    const gender: Gender | '' = rng.weighted([
      ['female', 40],
      ['male', 35],
      ['', 25],
    ] as const)
    const [minAge, maxAge] = rng.weighted(
      AGE_BUCKETS.map((bucket, i) => [bucket, i === 0 ? 30 : 10] as const),
    )
    const page = rng.weighted([
      [1, 50],
      [2, 20],
      [3, 12],
      [4, 10],
      [5, 8],
    ] as const)
    const params = new URLSearchParams({
      source: 'members',
      pp: '12',
      country: scope === 'all' ? '' : chosen.join('-'),
      countryregion,
      gender,
      min_age: String(minAge),
      page: String(page),
    })
    if (maxAge !== null) params.set('max_age', String(maxAge))
    if (scope === 'all') params.set('searchAllCountries', '1')
    return {
      input: { countries: chosen, countryregion, gender, minAge, maxAge, page, pp: 12 },
      query: `/api/search.php?${params.toString()}`,
    }
  })
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const ms = (value: number) => `${value.toFixed(2)} ms`

async function seed(database: Database, log: (line: string) => void): Promise<number> {
  await prepareDatabase(database)
  const removed = await deleteDemoMembers(database.db)
  if (removed > 0) log(`  removed ${removed} earlier demo members`)
  await database.db.delete(users).where(eq(users.email, VIEWER.email))
  const started = performance.now()
  let lastLog = 0
  const result = await addDemoMembers(database.db, {
    count: MEMBERS,
    media: new LocalMediaStore(path.join(tmpdir(), 'klik-bench-media')),
    siteId: DEFAULT_SITE.id,
    countries: DEFAULT_SITE.countries,
    batchSize: 2000,
    onProgress: (done, total) => {
      if (done === total || performance.now() - lastLog > 10_000) {
        lastLog = performance.now()
        log(`  seeded ${done}/${total} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
      }
    },
  })
  log(`  seeded ${result.created} demo members in ${(result.ms / 1000).toFixed(1)} s`)
  // What a long-running database has: the visibility map set (index-only scans) and stats.
  await database.db.execute(sql`vacuum analyze`)
  const [viewer] = await database.db
    .insert(users)
    .values({
      email: VIEWER.email,
      passwordHash: await hashPassword(VIEWER.password),
      siteId: DEFAULT_SITE.id,
      language: 'en',
      activatedAt: new Date(),
    })
    .returning({ id: users.id })
  if (viewer === undefined) throw new Error('bench viewer not created')
  await database.db.insert(profiles).values({
    userId: viewer.id,
    name: 'Bench',
    gender: 'male',
    dateOfBirth: '1990-05-05',
    country: 'NL',
  })
  return viewer.id
}

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

/**
 * The plans of the hot queries (their SQL is committed beside their code, see
 * server/domain/hot-queries.test.ts) at this many members, as the real code sends them: a
 * narrow and a wide search with the count, the notification centre and the chat list.
 */
async function logPlans(database: Database, viewerId: number, log: (line: string) => void) {
  const noted = statementLog(database)
  const base = { viewerId, countryregion: '', page: 2, pp: 12 }
  const runs: Array<[string, () => Promise<unknown>]> = [
    [
      'search NL women 25-35, page 2',
      () =>
        searchMembers(noted.db, {
          ...base,
          countries: ['NL'],
          gender: 'female',
          minAge: 25,
          maxAge: 35,
        }),
    ],
    [
      'search every country, both genders, every age, page 2',
      () =>
        searchMembers(noted.db, {
          ...base,
          countries: [...DEFAULT_SITE.countries],
          gender: '',
          minAge: 18,
          maxAge: null,
        }),
    ],
    ['notification centre', () => listNotifications(noted.db, viewerId)],
    ['chat list', () => listConversations(noted.db, viewerId)],
  ]
  for (const [name, run] of runs) {
    await run()
    for (const [i, statement] of noted.take().entries()) {
      log(`--- plan: ${name}, statement ${i + 1}`)
      log(await explain(database, statement))
    }
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

async function benchBackend(
  backend: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<SearchBenchRow> {
  const root = mkdtempSync(path.join(tmpdir(), 'klik-bench-search-'))
  const dataDir = path.join(root, 'data')
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
  try {
    log(`${backend}: seeding ${MEMBERS} demo members …`)
    const database =
      backend === 'postgres'
        ? await openPostgres(databaseUrl, (error) => log(`postgres: ${error.message}`))
        : await openPglite(path.join(dataDir, 'pg'))
    const mix = searchMix(500)
    let raw
    try {
      const viewerId = await seed(database, log)
      log(`${backend}: raw searchMembers …`)
      raw = await measureRaw(database, viewerId, mix)
      await logPlans(database, viewerId, log)
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
    let api
    try {
      api = await measureApi(server.url, await login(server.url), mix)
    } finally {
      await server.stop()
    }
    return {
      backend,
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
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

export async function benchSearch(
  log: (line: string) => void = console.log,
): Promise<SearchBenchRow[]> {
  const rows = [await benchBackend('pglite', log)]
  if ((process.env.DATABASE_URL ?? '') !== '') rows.push(await benchBackend('postgres', log))
  return rows
}

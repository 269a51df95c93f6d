// `npm run bench -- ssr`: the server rendering a visitor's /members (issue 30: ≥ 100 pages/s on
// this machine, p99 ≤ 100 ms at 50 pages/s). The compiled server (as `npm start`) with 1,000
// demo members, asked over loopback as a phone's browser asks: no cookie, Accept-Language.
// Each page is read to its last byte; a page that went out as the shell (the render failed,
// was late or the server was overloaded) is counted apart, not as a rendered page.
//   throughput  CONCURRENCY connections, each asking again as soon as it has its page.
//   paced       50 pages/s, started on schedule whatever the answers do (an open loop).
// Both with every page rendered anew (SSR_CACHE_MS=0: what one render costs) and as served
// (the default SSR_CACHE_MS: a visitor's page kept for a second per language and country).
import { Agent, request } from 'node:http'
import { startServer } from '../tests/e2e/support/server'

const SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 15)
const CONCURRENCY = 8
const PACED_RATE = 50

interface Page {
  ms: number
  status: number
  rendered: boolean
}

function getPage(agent: Agent, base: string, path: string, language: string): Promise<Page> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        agent,
        headers: {
          accept: 'text/html',
          'accept-language': language,
          'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) klik-bench',
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8')
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            rendered: !html.includes('<div id="root"></div>') && html.includes('profile-card'),
          })
        })
        response.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN)

function row(phase: string, pages: readonly Page[], seconds: number) {
  const sorted = pages.map((page) => page.ms).sort((a, b) => a - b)
  const rendered = pages.filter((page) => page.rendered && page.status === 200).length
  return {
    phase,
    pages: pages.length,
    'pages/s': Math.round(pages.length / seconds),
    'rendered %': Math.round((100 * rendered) / Math.max(1, pages.length)),
    p50: `${quantile(sorted, 0.5).toFixed(1)} ms`,
    p95: `${quantile(sorted, 0.95).toFixed(1)} ms`,
    p99: `${quantile(sorted, 0.99).toFixed(1)} ms`,
    max: `${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
  }
}

const LANGUAGES = ['en-US,en;q=0.9', 'pl-PL,pl;q=0.9', 'nl-NL,nl;q=0.9', 'fr-FR,fr;q=0.9']

async function throughput(base: string, agent: Agent): Promise<Page[]> {
  const pages: Page[] = []
  const until = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, lane) => {
      for (let n = 0; performance.now() < until; n++)
        pages.push(await getPage(agent, base, '/members', LANGUAGES[(lane + n) % 4] as string))
    }),
  )
  return pages
}

async function paced(base: string, agent: Agent): Promise<Page[]> {
  const pages: Promise<Page>[] = []
  const started = performance.now()
  for (let n = 0; n < SECONDS * PACED_RATE; n++) {
    const due = started + (n * 1000) / PACED_RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    pages.push(getPage(agent, base, '/members', LANGUAGES[n % 4] as string))
  }
  return Promise.all(pages)
}

export async function benchSsr() {
  return [...(await benchMode('rendered anew', '0')), ...(await benchMode('as served', null))]
}

async function benchMode(mode: string, cacheMs: string | null) {
  const server = await startServer({
    env: {
      SEED_DEMO: '1',
      RATE_LIMIT_FACTOR: '1000',
      ...(cacheMs === null ? {} : { SSR_CACHE_MS: cacheMs }),
    },
    readyTimeoutMs: 120_000,
  })
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  try {
    // Warm: the bundle's import, the catalogs, the search's plan.
    for (let n = 0; n < 20; n++)
      await getPage(agent, server.url, '/members', LANGUAGES[n % 4] as string)
    const rows = []
    rows.push(
      row(`${mode}: ${CONCURRENCY} connections`, await throughput(server.url, agent), SECONDS),
    )
    rows.push(row(`${mode}: ${PACED_RATE} pages/s`, await paced(server.url, agent), SECONDS))
    return rows
  } finally {
    agent.destroy()
    await server.stop()
  }
}

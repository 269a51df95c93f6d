// Prometheus metrics (issue 29 §1), on PGlite and PostgreSQL: served only with METRICS_TOKEN's
// bearer on the main port or on METRICS_PORT's own listener, and otherwise indistinguishable
// from an unknown path; requests observed per route pattern; the live streams, the jobs
// waiting, the mails, the payment webhooks and the process's memory and event loop counted.
import { randomBytes } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app'
import { jobs } from '../db/schema'
import { addJob } from '../jobs/job-worker'
import { mailTo, signUp } from '../test/accounts'
import { buildTestApp, testConfig } from '../test/app'
import { testDatabase } from '../test/database'
import { checkout, order, webhook } from '../test/payments'
import { listening, liveChannel } from '../test/sse'

const TOKEN = randomBytes(24).toString('hex')
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let app: App
let base: string
beforeAll(async () => {
  app = await buildTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_FACTOR: '100' })
  base = await listening(app)
})
afterAll(() => app.close())

async function scrape(target = app): Promise<string> {
  const response = await target.inject({ url: '/metrics', headers: bearer(TOKEN) })
  expect(response.statusCode, response.body).toBe(200)
  return response.body
}

/** The value of the sample `name{labels}` (labels in the order prom-client writes them). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const set = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',')
  const prefix = set === '' ? `${name} ` : `${name}{${set}} `
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix))
  return line === undefined ? null : Number(line.slice(prefix.length))
}

describe('serving /metrics', () => {
  it('answers the main port only to the bearer of METRICS_TOKEN; everyone else gets the unknown path’s answer', async () => {
    const unknown = await app.inject({ url: '/metricz' })
    expect(unknown.statusCode).toBe(404)
    const answers = await Promise.all(
      [
        {},
        bearer(TOKEN.slice(0, -1) + (TOKEN.endsWith('0') ? '1' : '0')),
        bearer(`${TOKEN}x`),
        { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
        { authorization: TOKEN },
      ].map((headers) => app.inject({ url: '/metrics', headers })),
    )
    for (const answer of answers) {
      expect([answer.statusCode, answer.headers['content-type'], answer.body]).toEqual([
        404,
        unknown.headers['content-type'],
        unknown.body,
      ])
    }

    const right = await app.inject({ url: '/metrics', headers: bearer(TOKEN) })
    expect(right.statusCode).toBe(200)
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(right.headers['cache-control']).toBe('no-store')
    expect(right.headers['set-cookie']).toBeUndefined()
    // The scheme's case is free (RFC 9110).
    const lower = await app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    })
    expect(lower.statusCode).toBe(200)
    const docs = await app.inject({ url: '/api/docs' })
    expect(docs.body).not.toContain('/metrics')
  })

  it('serves METRICS_PORT’s own listener, which answers /metrics only, while the main port does not', async () => {
    const other = await buildTestApp({ METRICS_PORT: '0' })
    const address = other.metricsAddress()
    try {
      expect(address?.address).toBe('127.0.0.1')
      const url = `http://127.0.0.1:${address?.port}`
      const answer = await fetch(`${url}/metrics`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(await answer.text()).toContain('# TYPE http_request_duration_seconds histogram')
      expect((await fetch(`${url}/`)).status).toBe(404)
      expect((await fetch(`${url}/metrics/x`)).status).toBe(404)
      expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(405)
      // The main port has no /metrics without METRICS_TOKEN, not even for a bearer.
      const main = await other.inject({ url: '/metrics', headers: bearer(TOKEN) })
      const unknown = await other.inject({ url: '/metricz' })
      expect([main.statusCode, main.body]).toEqual([404, unknown.body])
    } finally {
      await other.close()
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${address?.port}/metrics`)).rejects.toThrow()
  })

  it('fails the start when METRICS_PORT is taken', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    try {
      const port = (taken.address() as AddressInfo).port
      const other = await buildApp(testConfig({ METRICS_PORT: String(port) }), {
        db: await testDatabase(),
      })
      await expect(other.ready()).rejects.toThrow(/EADDRINUSE/)
      await other.close()
    } finally {
      taken.close()
    }
  })

  it('measures nothing and serves nothing when neither is set', async () => {
    const other = await buildTestApp()
    try {
      expect(other.metricsAddress()).toBeNull()
      await other.inject({ url: '/api/settings.php' })
      expect((await other.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404)
      const text = await other.metrics.registry.metrics()
      expect(text).not.toContain('http_request_duration_seconds_count')
      expect(text).not.toContain('process_resident_memory_bytes')
    } finally {
      await other.close()
    }
  })
})

describe('what /metrics says', () => {
  it('observes each request under its route pattern, never its raw URL, probes and scrapes left out', async () => {
    const before = await scrape()
    const key = { method: 'GET', route: '/api/regions.php', status_code: '200' }
    const count = sample(before, 'http_request_duration_seconds_count', key) ?? 0
    for (const country of ['NL', 'DE', 'BE']) {
      expect((await app.inject({ url: `/api/regions.php?country=${country}` })).statusCode).toBe(
        200,
      )
    }
    // Registered before the metrics plugin, and observed all the same.
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(200)
    await app.inject({ url: '/api/nope-4711.php?id=987654' })
    await app.inject({ url: '/media/u/4711/987654.jpg' })
    await app.inject({ url: '/healthz' })
    await app.inject({ url: '/readyz' })
    const text = await scrape()
    expect(sample(text, 'http_request_duration_seconds_count', key)).toBe(count + 3)
    expect(sample(text, 'http_request_duration_seconds_bucket', { le: '10', ...key })).toBe(
      count + 3,
    )
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1)
    const routes = new Set(
      [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map(
        (match) => match[1] ?? '',
      ),
    )
    expect(routes).toContain('/api/regions.php')
    expect(routes).toContain('/api/docs')
    for (const route of routes) expect(route).toMatch(/^(unmatched|\/[^?]*)$/)
    expect([...routes].filter((route) => /4711|987654|healthz|readyz|metrics/.test(route))).toEqual(
      [],
    )
  })

  it('counts the open live streams, and the jobs due per kind with the oldest one’s age', async () => {
    const member = await signUp(app)
    const stream = await liveChannel(base, member)
    try {
      expect((await stream.next()).event).toBe('ready')
      expect(sample(await scrape(), 'klik_live_streams')).toBe(app.liveStreams.size)
      expect(app.liveStreams.size).toBeGreaterThanOrEqual(1)
    } finally {
      stream.close()
    }

    // This file's database is its own: these are the only jobs due (JOB_WORKER is off).
    await app.db.delete(jobs)
    const now = Date.now()
    await addJob(app.db, 'mail.digest', null, { member: -1 }, new Date(now - 90_000))
    await addJob(app.db, 'mail.digest', null, { member: -2 }, new Date(now - 30_000))
    await addJob(app.db, 'push.like', null, { member: -3 }, new Date(now + 3_600_000))
    try {
      const text = await scrape()
      expect(sample(text, 'klik_jobs_waiting', { kind: 'mail.digest' })).toBe(2)
      expect(sample(text, 'klik_jobs_waiting', { kind: 'push.like' })).toBe(0)
      expect(sample(text, 'klik_jobs_waiting', { kind: 'export.build' })).toBe(0)
      const oldest = sample(text, 'klik_jobs_oldest_waiting_seconds', { kind: 'mail.digest' })
      expect(oldest).toBeGreaterThanOrEqual(90)
      expect(oldest).toBeLessThan(90 + 60)
      expect(sample(text, 'klik_jobs_oldest_waiting_seconds', { kind: 'push.like' })).toBe(0)
    } finally {
      await app.db.delete(jobs).where(sql`(${jobs.payload}->>'member')::bigint < 0`)
    }
  })

  it('has the process’s memory, CPU and event loop', async () => {
    const text = await scrape()
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000)
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'klik_event_loop_active_seconds_total')).toBeGreaterThan(0)
  })

  it('counts the mails sent, and the payment webhooks by outcome', async () => {
    const mailKey = { kind: 'activate', outcome: 'sent' }
    const before = await scrape()
    const member = await signUp(app)
    await mailTo(app, member.email, 'activate')
    const made = await order(member)
    await checkout(member.client, made, 'paid')
    expect((await webhook(app, 'tr_nobodys')).statusCode).toBe(200)
    const after = await scrape()
    expect(sample(after, 'klik_mails_total', mailKey)).toBe(
      (sample(before, 'klik_mails_total', mailKey) ?? 0) + 1,
    )
    expect(sample(after, 'klik_mails_total', { kind: 'activate', outcome: 'refused' })).toBe(0)
    for (const [outcome, added] of [
      ['synced', 1],
      ['unknown_payment', 1],
      ['provider_unreachable', 0],
    ] as const) {
      expect(sample(after, 'klik_payment_webhooks_total', { outcome }), outcome).toBe(
        (sample(before, 'klik_payment_webhooks_total', { outcome }) ?? 0) + added,
      )
    }
  })
})

// The rate limiter's PostgreSQL store on the test database: PGlite speaks the same SQL, so the
// statements are checked on both, though only a PostgreSQL server uses them in the app. The
// two processes sharing it for real: routes/events-processes.test.ts.
import fastifyRateLimit from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database'
import { queryRows } from '../db/raw'
import { testDatabase } from '../test/database'
import { countHit, postgresRateLimitStore, readHits, sweepExpired } from './rate-limit-store'

let db: Db
beforeAll(async () => {
  db = (await testDatabase()).db
})

const uniqueKey = () => `test:${randomUUID()}`

async function expire(key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set expires_at = now() - interval '1 second' where key = ${key}`,
  )
}

async function rowExists(key: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from rate_limits where key = ${key}`)
  return rows.length === 1
}

describe('countHit', () => {
  it('counts hits in a window and answers the time left in it', async () => {
    const key = uniqueKey()
    const first = await countHit(db, key, 60_000)
    expect(first.current).toBe(1)
    expect(first.ttl).toBeGreaterThan(55_000)
    expect(first.ttl).toBeLessThanOrEqual(60_000)
    const second = await countHit(db, key, 60_000)
    expect(second.current).toBe(2)
    expect(second.ttl).toBeLessThanOrEqual(first.ttl)
    expect(await readHits(db, key)).toMatchObject({ current: 2 })
    expect((await countHit(db, uniqueKey(), 60_000)).current).toBe(1)
  })

  it('starts again at 1 when the window has ended', async () => {
    const key = uniqueKey()
    await countHit(db, key, 60_000)
    await countHit(db, key, 60_000)
    await expire(key)
    expect(await readHits(db, key)).toEqual({ current: 0, ttl: 0 })
    const again = await countHit(db, key, 600_000)
    expect(again.current).toBe(1)
    expect(again.ttl).toBeGreaterThan(595_000)
  })

  it('loses no hit when many come at once', async () => {
    const key = uniqueKey()
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(db, key, 60_000)))
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    )
  })
})

describe('sweepExpired', () => {
  it('deletes the counters whose window has ended, and only those', async () => {
    const [ended, running] = [uniqueKey(), uniqueKey()]
    await countHit(db, ended, 60_000)
    await countHit(db, running, 60_000)
    await expire(ended)
    expect(await sweepExpired(db)).toBeGreaterThanOrEqual(1)
    expect(await rowExists(ended)).toBe(false)
    expect(await rowExists(running)).toBe(true)
  })
})

/** A server with the plugin on `store`: one route limited to 2 a minute, and one keyed limiter. */
async function limitedServer(store: ReturnType<typeof postgresRateLimitStore>) {
  const server = Fastify()
  await server.register(fastifyRateLimit, { global: false, store })
  server.get('/a', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, () => 'a')
  server.get('/b', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, () => 'b')
  const keyed = server.createRateLimit({
    max: 2,
    timeWindow: '1 minute',
    keyGenerator: (request) => `keyed:${String((request.query as { key: string }).key)}`,
  })
  server.get('/keyed', async (request, reply) => {
    const result = await keyed(request)
    return reply.code(!result.isAllowed && result.isExceeded ? 429 : 200).send()
  })
  await server.ready()
  return server
}

describe('the store in @fastify/rate-limit', () => {
  const servers: FastifyInstance[] = []
  afterAll(() => Promise.all(servers.map((server) => server.close())))

  it('counts a route limit across two servers on one database, per route', async () => {
    const [one, two] = [
      await limitedServer(postgresRateLimitStore(() => db)),
      await limitedServer(postgresRateLimitStore(() => db)),
    ]
    servers.push(one, two)
    const remoteAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
    const get = (server: FastifyInstance, url: string) =>
      server.inject({ url, remoteAddress }).then((response) => response.statusCode)
    expect(await get(one, '/a')).toBe(200)
    expect(await get(two, '/a')).toBe(200)
    expect(await get(one, '/a')).toBe(429)
    expect(await get(two, '/a')).toBe(429)
    // Another route has a count of its own, as with the in-memory store.
    expect(await get(two, '/b')).toBe(200)

    const key = randomUUID()
    expect(await get(one, `/keyed?key=${key}`)).toBe(200)
    expect(await get(two, `/keyed?key=${key}`)).toBe(200)
    expect(await get(one, `/keyed?key=${key}`)).toBe(429)
  })

  it('fails the request when the database does not answer, within the bound', async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db
    const [slow, down] = [
      await limitedServer(postgresRateLimitStore(() => hanging, 50)),
      await limitedServer(postgresRateLimitStore(() => broken)),
    ]
    servers.push(slow, down)
    const started = Date.now()
    expect((await slow.inject({ url: '/a' })).statusCode).toBe(500)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect((await down.inject({ url: '/a' })).statusCode).toBe(500)
  })
})

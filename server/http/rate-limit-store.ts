// @fastify/rate-limit's counters in PostgreSQL, for several server processes on one server:
// each process's own memory would let N processes allow N times every limit (issue 29 §4).
// One upsert per hit on the unlogged rate_limits table (db/tables/rate-limits.ts) counts it
// and answers the count and the time left, atomically: two processes hitting one key at the
// same moment queue on its row for the statement's length, never for a transaction. Windows
// run on the database's clock, the one clock every process shares. The embedded database
// serves one process, which keeps the plugin's in-memory store (plugins/external.ts).
//
// A hit the database does not answer fails the request (the error handler's 500), and
// within HIT_TIMEOUT_MS: failing open would make any fault of this one statement unlimited
// password guessing, and while the database is down a login cannot succeed anyway
// (docs/decisions/server-and-database.md).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/database'
import { column, queryRow } from '../db/raw'
import { rateLimits } from '../db/schema'

/** How long a hit may wait for the database before its request fails. */
export const HIT_TIMEOUT_MS = 5_000
/** How often each process deletes expired counters, and how many at most each time. */
export const SWEEP_EVERY_MS = 60_000
const SWEEP_BATCH = 10_000
// count is an integer column: a flood of two billion hits in one window stops counting there.
const MAX_COUNT = 2_147_483_646

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number
  /** Milliseconds until the window ends. */
  ttl: number
}

const hitSchema = z.object({ current: column.number, ttl: column.number })

/**
 * Counts one hit for `key` in a window of `windowMs`: a new key, or one whose window has
 * ended, starts a new window at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const row = await queryRow(
    db,
    sql`insert into ${rateLimits} as hit (key, count, expires_at)
      values (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
      on conflict (key) do update set
        count = case when hit.expires_at <= now() then 1 else least(hit.count, ${MAX_COUNT}) + 1 end,
        expires_at = case when hit.expires_at <= now() then excluded.expires_at else hit.expires_at end
      returning count as current,
        greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::float8 as ttl`,
    hitSchema,
  )
  if (row === undefined) throw new Error('the rate limit upsert returned no row')
  return row
}

/** The hits counted for `key` in its current window, without counting one. */
export async function readHits(db: Db, key: string): Promise<Hit> {
  const row = await queryRow(
    db,
    sql`select count as current,
        ceil(extract(epoch from expires_at - now()) * 1000)::float8 as ttl
      from ${rateLimits} where key = ${key} and expires_at > now()`,
    hitSchema,
  )
  return row ?? { current: 0, ttl: 0 }
}

/**
 * Deletes up to `batch` counters whose window has ended (a key hit again is reset by its
 * upsert; this is for the keys never seen again). Rows another process is sweeping or
 * counting are skipped; the repeated condition keeps a row that was reset meanwhile.
 */
export async function sweepExpired(db: Db, batch = SWEEP_BATCH): Promise<number> {
  const row = await queryRow(
    db,
    sql`with gone as (
        delete from ${rateLimits}
        where key in (select key from ${rateLimits} where expires_at <= now()
          limit ${batch} for update skip locked)
          and expires_at <= now()
        returning 1)
      select count(*)::int as deleted from gone`,
    z.object({ deleted: column.number }),
  )
  return row?.deleted ?? 0
}

interface RouteInfo {
  method?: string | string[]
  url?: string
  constraints?: unknown
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the rate limit store did not answer within ${ms} ms`)),
      ms,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The plugin's `store` option: a class whose instances count in `db()` (read at each hit:
 * the plugin makes the store before the database is open). A route's limit counts under its
 * method, URL and constraints, as the in-memory store keeps one map per route; the limiters
 * made by createRateLimit and rateLimit() have no route, and their keys name them instead
 * (http/rate-limit.ts's `name:`).
 */
export function postgresRateLimitStore(
  db: () => Db,
  timeoutMs = HIT_TIMEOUT_MS,
): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, hit?: Hit) => void, timeWindow: number) {
      withTimeout(countHit(db(), this.prefix + key, timeWindow), timeoutMs).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    read(key: string, callback: (error: Error | null, hit?: Hit) => void) {
      withTimeout(readHits(db(), this.prefix + key), timeoutMs).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    // The plugin passes the merged limit options with `routeInfo` (its types say RouteOptions).
    child(options: object) {
      const route = (options as { routeInfo?: RouteInfo }).routeInfo
      if (route?.url === undefined) return new PostgresRateLimitStore(options, this.prefix)
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '')
      const constraints =
        route.constraints === undefined ? '' : ` ${JSON.stringify(route.constraints)}`
      return new PostgresRateLimitStore(
        options,
        `${this.prefix}${method} ${route.url}${constraints}|`,
      )
    }
  }
  return PostgresRateLimitStore
}

/**
 * Sweeps expired counters every SWEEP_EVERY_MS (unref'd: it never keeps the process up).
 * The answer stops it and waits for a sweep under way.
 */
export function startRateLimitSweep(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = SWEEP_EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    running ??= sweepExpired(db)
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => (running = undefined))
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}

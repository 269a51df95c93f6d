// Read replicas (DATABASE_REPLICA_URLS): PostgreSQL streaming replicas of DATABASE_URL's server
// that calls reading other members' data (search, member pages) may use instead of the
// primary. GitLab's database load balancing is the model:
//   - each replica has a small pool of its own; a read takes the next usable one round-robin,
//     and the primary when none is;
//   - a replica is usable for a read that must see a write at WAL position `lsn` (the
//     browser's own last write, plugins/read-replicas.ts) once its replay position is past it,
//     and for any read only while it streams and lags by at most MAX_LAG_MS;
//   - its replay position and lag are asked at most every STATUS_TTL_MS, not per read;
//   - a replica that fails (refused connection, shut down, timeout) is left alone for DOWN_MS,
//     and a query it failed is run again on the primary, so the caller never sees the fault.
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from './database'
import * as schema from './schema'

/** A write position in PostgreSQL's WAL, as a number (pg_lsn 'X/Y' is two 32-bit halves). */
export type Lsn = bigint

export function parseLsn(text: string): Lsn | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text)
  if (match === null) return null
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`)
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`
}

/** How long a replica's replay position is trusted before it is asked again. */
export const STATUS_TTL_MS = 250
/** How long a replica that failed is left alone. */
export const DOWN_MS = 5_000
/**
 * The most a replica may lag behind the primary and still be read from (what a visitor may
 * see late: a new member missing from search for up to this long).
 */
export const MAX_LAG_MS = 30_000
// pg's default pool size, as the primary's.
const POOL_SIZE = 10
// A replica that does not accept a connection by then (or whose pool has no free one) is
// passed over for the primary.
const CONNECT_TIMEOUT_MS = 2_000
// Past this a query on a replica is given up and run on the primary.
const QUERY_TIMEOUT_MS = 5_000
// pg's errors for those two timeouts (pg-pool's says the same whether the replica did not
// answer or every connection of the pool was busy).
const CONNECT_TIMEOUT_ERROR = 'timeout exceeded when trying to connect'
const QUERY_TIMEOUT_ERROR = 'Query read timeout'

// Run on the replica. Its lag is 0 while it has replayed all it received; otherwise the time
// since the last transaction it replayed committed (on the primary), or since it started. A
// replica without a WAL receiver (its primary unreachable, or replaying an archive) cannot
// know how far behind it is: it is not used.
const STATUS_QUERY = `
select pg_is_in_recovery() as standby,
  exists (select 1 from pg_stat_wal_receiver) as receiving,
  pg_last_wal_replay_lsn()::text as replay,
  case when pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() then 0
    else extract(epoch from clock_timestamp()
      - coalesce(pg_last_xact_replay_timestamp(), pg_postmaster_start_time())) * 1000
  end as lag_ms`

interface StatusRow {
  standby: boolean
  receiving: boolean
  replay: string | null
  lag_ms: string | number | null
}

interface ReplicaStatus {
  /** Streams from the primary within MAX_LAG_MS. */
  fresh: boolean
  replay: Lsn
  at: number
}

export interface ReplicaEvents {
  /** A replica failed and is left alone for DOWN_MS (logged by the caller). */
  down(url: string, error: unknown): void
  /** A replica answers but may not be read from (not a standby: promoted, or misconfigured). */
  unfit(url: string, why: string): void
}

export class Replica {
  readonly db: Db
  private readonly pool: pg.Pool
  /** The replica's own query(), without the fallback to the primary: for its status. */
  private readonly ask: QueryFunction
  private status: ReplicaStatus | null = null
  private asking: Promise<ReplicaStatus | null> | null = null
  private downUntil = 0
  /** Answered last time but was no standby (logged once, not at every question). */
  private unfit = false

  constructor(
    readonly url: string,
    primary: pg.Pool,
    private readonly events: ReplicaEvents,
    private readonly maxLagMs: number,
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    })
    // An idle connection the replica dropped emits here; unhandled it would crash the process.
    this.pool.on('error', (error) => this.fail(error))
    this.ask = this.pool.query.bind(this.pool) as QueryFunction
    withPrimaryFallback(this.pool, primary, (error) => this.fail(error))
    this.db = drizzle({ client: this.pool, schema })
  }

  /** Whether this replica may serve a read that must see `minLsn` (null: no write to see). */
  async serves(minLsn: Lsn | null, now: number): Promise<boolean> {
    if (now < this.downUntil) return false
    const status = await this.currentStatus(now)
    if (status === null || !status.fresh) return false
    return minLsn === null || status.replay >= minLsn
  }

  private async currentStatus(now: number): Promise<ReplicaStatus | null> {
    if (this.status !== null && now - this.status.at < STATUS_TTL_MS) return this.status
    // Concurrent reads share one question.
    this.asking ??= this.askStatus().finally(() => {
      this.asking = null
    })
    return this.asking
  }

  private async askStatus(): Promise<ReplicaStatus | null> {
    let row: StatusRow | undefined
    try {
      row = (await this.ask(STATUS_QUERY)).rows[0] as StatusRow | undefined
    } catch (error) {
      this.fail(error)
      return null
    }
    if (row === undefined || !row.standby) {
      if (!this.unfit)
        this.events.unfit(this.url, 'it is not a standby (pg_is_in_recovery() is false)')
      this.unfit = true
      this.downUntil = Date.now() + DOWN_MS
      this.status = null
      return null
    }
    this.unfit = false
    const replay = row.replay === null ? null : parseLsn(row.replay)
    const lagMs = row.lag_ms === null ? Infinity : Number(row.lag_ms)
    this.status = {
      fresh: row.receiving && replay !== null && lagMs <= this.maxLagMs,
      replay: replay ?? 0n,
      at: Date.now(),
    }
    return this.status
  }

  private fail(error: unknown): void {
    const wasUp = Date.now() >= this.downUntil
    this.downUntil = Date.now() + DOWN_MS
    this.status = null
    if (wasUp) this.events.down(this.url, error)
  }

  close(): Promise<void> {
    return this.pool.end()
  }
}

export class ReadReplicas {
  readonly replicas: readonly Replica[]
  private next = 0

  constructor(
    urls: readonly string[],
    primary: pg.Pool,
    events: ReplicaEvents,
    maxLagMs = MAX_LAG_MS,
  ) {
    this.replicas = urls.map((url) => new Replica(url, primary, events, maxLagMs))
  }

  /** The next replica that serves a read that must see `minLsn`; null: read from the primary. */
  async choose(minLsn: Lsn | null): Promise<Replica | null> {
    const count = this.replicas.length
    const start = this.next
    this.next = (this.next + 1) % Math.max(count, 1)
    const now = Date.now()
    for (let offset = 0; offset < count; offset++) {
      const replica = this.replicas[(start + offset) % count]
      if (replica !== undefined && (await replica.serves(minLsn, now))) return replica
    }
    return null
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.close()))
  }
}

/** The primary's WAL position now: what a read must see to include every write made so far. */
export async function primaryLsn(primary: pg.Pool): Promise<Lsn | null> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
  return rows[0] === undefined ? null : parseLsn(rows[0].lsn)
}

type QueryFunction = (config: unknown, values?: unknown) => Promise<pg.QueryResult>

/**
 * Makes the replica pool's query() run a query again on the primary when the replica, not the
 * query, failed. Drizzle's node-postgres driver sends every statement outside a transaction
 * through query(config, values); read-only calls use no transaction on a replica.
 */
function withPrimaryFallback(
  pool: pg.Pool,
  primary: pg.Pool,
  onFailure: (error: unknown) => void,
): void {
  const onReplica = pool.query.bind(pool) as QueryFunction
  const onPrimary = primary.query.bind(primary) as QueryFunction
  const query: QueryFunction = async (config, values) => {
    // Every connection busy: the query waits in the pool's queue.
    const queued = pool.totalCount >= POOL_SIZE && pool.idleCount === 0
    try {
      return await onReplica(config, values)
    } catch (error) {
      const failure = replicaFailure(error, queued)
      if (failure === 'query') throw error
      if (failure === 'replica') onFailure(error)
      return onPrimary(config, values)
    }
  }
  pool.query = query as pg.Pool['query']
}

/**
 * Whose fault an error on a replica is: the replica's (unreachable, shutting down, too many
 * connections: left alone for a while), the moment's (a query cancelled by a conflict with
 * the WAL it replays, a slow query, a wait for a busy pool: run on the primary, the replica
 * stays in use; a replica that hangs is caught by its status question), or the query's (the
 * primary would fail it too). `queued`: the query waited for a free connection of the pool.
 */
export function replicaFailure(error: unknown, queued = false): 'replica' | 'moment' | 'query' {
  if (!(error instanceof pg.DatabaseError)) {
    const message = error instanceof Error ? error.message : ''
    if (message === QUERY_TIMEOUT_ERROR) return 'moment'
    return queued && message === CONNECT_TIMEOUT_ERROR ? 'moment' : 'replica'
  }
  const code = error.code ?? ''
  // 08 connection exception, 53 insufficient resources, 57 operator intervention (shutdown,
  // cannot connect now, a cancelled statement), 58 system error.
  if (/^(08|53|57|58)/.test(code)) return code === '57014' ? 'moment' : 'replica'
  // 40001: canceling statement due to conflict with recovery.
  if (code === '40001') return 'moment'
  return 'query'
}

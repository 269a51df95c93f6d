// Runs the jobs table's work (server/db/tables/jobs.ts) in this server process: takes due jobs
// (FOR UPDATE SKIP LOCKED, with a lease), runs each kind's handler outside any transaction, then
// deletes the job, or puts it back with a backoff when the handler failed for a reason that
// may pass (a push service answering 503, a network error). A handler throws `GiveUp` for
// what will not (a payload the service refuses); a job also gives up after MAX_ATTEMPTS.
//
// The worker wakes when this process adds a job (`wake`), at the next job's run_at, and every
// POLL_MS in any case: jobs added by other processes on a shared PostgreSQL wait that long at
// most. Each wake is one short statement; an idle server polls once every POLL_MS.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/database'
import { column, queryRow, queryRows } from '../db/raw'
import { jobs, type JobKind } from '../db/schema'
import type { JobRunCounter } from '../metrics/metrics'

export const POLL_MS = 5_000
/** How long a job taken is held by default (JOB_LEASE_MS): past it, another worker takes it. */
export const LEASE_MS = 60_000
export const MAX_ATTEMPTS = 8
const BATCH = 20
/** Backoff after the nth failed attempt: 10 s, 30 s, 90 s, … up to an hour. */
export const retryDelayMs = (attempt: number) => Math.min(10_000 * 3 ** (attempt - 1), 3_600_000)

export interface TakenJob {
  id: number
  kind: JobKind
  key: string | null
  payload: unknown
  /** This run's number: 1 the first time. */
  attempts: number
}

export type JobHandler = (job: TakenJob) => Promise<void>

/** Thrown by a handler: the job cannot succeed; it is dropped without retrying. */
export class GiveUp extends Error {}

/**
 * SQL that adds a job (a statement of its own, or a CTE in the statement that causes it).
 * With a key, nothing is added while a job of the same kind and key waits.
 */
export function insertJob(kind: JobKind, key: string | null, payload: unknown, runAt: Date) {
  return sql`insert into ${jobs} (kind, key, payload, run_at)
    values (${kind}, ${key}, ${JSON.stringify(payload)}::jsonb, ${runAt}::timestamptz)
    on conflict (kind, key) where key is not null and locked_until is null do nothing`
}

export async function addJob(
  db: Db,
  kind: JobKind,
  key: string | null,
  payload: unknown,
  runAt = new Date(),
): Promise<void> {
  await db.execute(insertJob(kind, key, payload, runAt))
}

const takenSchema = z.object({
  id: column.number,
  kind: column.text<JobKind>(),
  key: z.string().nullable(),
  payload: z.unknown(),
  attempts: column.number,
})

/**
 * Takes up to `limit` due jobs for `leaseMs`: of `kinds` only, when given (a process takes
 * only what it has a handler for: an older one, mid-deploy, leaves a new kind to the new).
 */
export async function takeJobs(
  db: Db,
  limit: number,
  now = new Date(),
  kinds?: readonly JobKind[],
  leaseMs = LEASE_MS,
): Promise<TakenJob[]> {
  const ofKinds =
    kinds === undefined
      ? sql``
      : sql`and kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`
  return queryRows(
    db,
    sql`update ${jobs} set locked_until = ${new Date(now.getTime() + leaseMs)}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where run_at <= ${now}::timestamptz and (locked_until is null or locked_until < ${now}::timestamptz)
          ${ofKinds}
        order by run_at limit ${limit}
        for update skip locked)
      returning id, kind, key, payload, attempts`,
    takenSchema,
  )
}

/** When the next waiting job is due, if any waits. */
async function nextRunAt(db: Db): Promise<Date | null> {
  const row = await queryRow(
    db,
    sql`select min(run_at) as at from ${jobs} where locked_until is null`,
    z.object({ at: column.date.nullable() }),
  )
  return row?.at ?? null
}

async function finish(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from ${jobs} where id = ${id}`)
}

/**
 * Puts a failed job back to wait until `runAt`. When a job of the same kind and key already
 * waits, that one does the work and this one is deleted.
 */
async function putBack(db: Db, job: TakenJob, error: string, runAt: Date): Promise<void> {
  await db.execute(sql`with back as (
      update ${jobs} set locked_until = null, run_at = ${runAt}::timestamptz, last_error = ${error}
      where id = ${job.id} and not exists (
        select 1 from ${jobs} waiting
        where waiting.kind = ${job.kind} and waiting.key = ${job.key} and waiting.locked_until is null)
      returning id)
    delete from ${jobs} where id = ${job.id} and not exists (select 1 from back)`)
}

export interface JobWorkerOptions {
  db: Db
  handlers: Partial<Record<JobKind, JobHandler>>
  log: {
    warn: (details: object, message: string) => void
    error: (details: object, message: string) => void
  }
  pollMs?: number
  /** How long a taken job is held (JOB_LEASE_MS); LEASE_MS by default. */
  leaseMs?: number
  /** Counts each run's outcome (klik_job_runs_total). */
  runs?: JobRunCounter
}

export class JobWorker {
  private timer: NodeJS.Timeout | undefined
  /** When the planned round starts (ms since the epoch); undefined while none is planned. */
  private plannedAt: number | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false

  private readonly kinds: JobKind[]

  constructor(private readonly options: JobWorkerOptions) {
    this.kinds = Object.keys(options.handlers) as JobKind[]
  }

  start(): void {
    this.schedule(0)
  }

  /**
   * A job was just added, due at `at`: run no later than then. Costs nothing when a round is
   * already planned by then (a burst of messages wakes the worker once).
   */
  wake(at = new Date()): void {
    if (this.stopped) return
    if (this.running !== undefined) this.again = true
    else if (this.plannedAt === undefined || this.plannedAt > at.getTime()) {
      this.schedule(Math.max(0, at.getTime() - Date.now()))
    }
  }

  /** Stops taking jobs; resolves when the ones under way have finished. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer)
    this.plannedAt = undefined
    if (this.stopped) return
    this.plannedAt = Date.now() + delayMs
    this.timer = setTimeout(() => {
      this.plannedAt = undefined
      this.running = this.round()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job worker failed'))
        .finally(() => {
          this.running = undefined
          if (this.again) {
            this.again = false
            this.schedule(0)
          }
        })
    }, delayMs)
    this.timer.unref()
  }

  /** Runs what is due, then sleeps until the next job is due (POLL_MS at most). */
  private async round(): Promise<void> {
    const { db } = this.options
    const pollMs = this.options.pollMs ?? POLL_MS
    for (;;) {
      if (this.stopped) return
      const taken = await takeJobs(db, BATCH, new Date(), this.kinds, this.options.leaseMs)
      await Promise.all(taken.map((job) => this.run(job)))
      if (taken.length < BATCH) break
    }
    const next = await nextRunAt(db)
    const until = next === null ? pollMs : next.getTime() - Date.now()
    this.schedule(Math.max(0, Math.min(pollMs, until)))
  }

  private async run(job: TakenJob): Promise<void> {
    const { db, handlers, log, runs } = this.options
    const handler = handlers[job.kind]
    try {
      if (handler === undefined) throw new GiveUp(`no handler for ${job.kind}`)
      await handler(job)
      await finish(db, job.id)
      runs?.inc({ kind: job.kind, outcome: 'done' })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      if (error instanceof GiveUp || job.attempts >= MAX_ATTEMPTS) {
        log.error(
          { err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } },
          'job given up',
        )
        runs?.inc({ kind: job.kind, outcome: 'given_up' })
        await finish(db, job.id)
        return
      }
      log.warn(
        { err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } },
        'job failed; retrying',
      )
      runs?.inc({ kind: job.kind, outcome: 'retry' })
      await putBack(
        db,
        job,
        reason.slice(0, 500),
        new Date(Date.now() + retryDelayMs(job.attempts)),
      )
    }
  }
}

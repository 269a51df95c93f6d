// The Prometheus metrics of one app (issue 29 §1; docs/operations.md "Metrics" lists them).
// Each app has a Registry of its own, never prom-client's global one: tests build many apps in
// one process, and two registrations of one name in a registry throw. Code that counts gets
// the metric object it increments (`app.metrics.mails` …); what is a state rather than an
// event (open live streams, the jobs waiting) is read when Prometheus asks, through `sources`.
//
// The database queue's metrics (the FairQueue's wait per caller and depth, whether in front of
// the PGlite thread or a PostgreSQL pool, and the calls refused while it is overloaded) are
// here too: the database layer does not know this registry; the plugin feeds the wait
// histogram from `app.database.observeWaits` and the rest is read through sources.
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client'
import { JOB_KINDS, MAIL_KINDS, type JobKind } from '../db/schema'
import type { DatabaseLoad } from '../db/database'

/** What waits in the jobs table, per kind (jobs/job-backlog.ts reads it). */
export interface JobBacklog {
  kind: JobKind
  waiting: number
  /** Seconds since the oldest waiting job became due. */
  oldestSeconds: number
}

/** 5 ms … 10 s: a page's calls answer in tens of ms; above a second something waits. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const PUSH_OUTCOMES = ['sent', 'gone', 'refused', 'retry'] as const
export type PushMetricOutcome = (typeof PUSH_OUTCOMES)[number]
export const MAIL_OUTCOMES = ['sent', 'refused'] as const
export const JOB_OUTCOMES = ['done', 'retry', 'given_up'] as const
export const WEBHOOK_OUTCOMES = [
  'synced',
  'unknown_payment',
  'provider_unreachable',
  'no_provider',
  'failed',
] as const
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number]
export const READ_TARGETS = ['primary', 'replica'] as const

const PUSH_KINDS = JOB_KINDS.filter((kind) => kind.startsWith('push.'))

export interface MetricSources {
  /** This process's open live channels. */
  liveStreams(): number
  /** The jobs table's backlog (shared by every process on one PostgreSQL). */
  jobBacklog(): Promise<readonly JobBacklog[]>
  /** The database queue now (null before the database opened). */
  databaseLoad(): DatabaseLoad | null
  /** Calls refused as overload since start, and whether it refuses now (plugins/overload.ts). */
  overload(): { refused: number; refusing: boolean }
}

/** 1 ms … 5 s: a free turn is immediate; past OVERLOAD_WAIT_MS (0.1 s) calls are refused. */
export const QUEUE_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export interface MetricsOptions {
  /**
   * Also the process's own metrics (memory, CPU, event-loop delay, GC): only when something
   * scrapes, since prom-client's event-loop monitor, once on, runs for the process's life.
   */
  processMetrics: boolean
}

export function createMetrics(sources: MetricSources, options: MetricsOptions) {
  const registry = new Registry()
  const registers = [registry]
  if (options.processMetrics) processMetrics(registry)
  // Made in this order (the registry lists them in it): the job gauges first.
  const jobs = jobBacklogGauges(sources, registers)
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer’s end, per route pattern and status (live streams, probes and /metrics left out).',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    liveStreams: new Gauge({
      name: 'klik_live_streams',
      help: 'Live channels (GET /api/events.php) open on this process.',
      registers,
      collect() {
        this.set(sources.liveStreams())
      },
    }),
    ...jobs,
    ...databaseQueueMetrics(sources, registers),
    ...eventCounters(registers),
  }
}

/** The process's own metrics, and the event loop's busy time. */
function processMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry })
  // Busy time of the event loop since start: rate() of it is the loop's utilization (ELU),
  // which says "saturated" where the delay only says "late".
  new Counter({
    name: 'klik_event_loop_active_seconds_total',
    help: 'Time the event loop spent busy (not waiting for I/O) since the process started.',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(performance.eventLoopUtilization().active / 1000)
    },
  })
}

/** The jobs table's backlog per kind, read when Prometheus asks. */
function jobBacklogGauges(sources: MetricSources, registers: Registry[]) {
  // One query serves both job gauges of a scrape: prom-client collects every metric at once,
  // and the second gauge's collect joins the first's query. A database that does not answer
  // leaves both without samples (absent() alerts), never with an earlier scrape's numbers.
  let backlog: Promise<readonly JobBacklog[]> | undefined
  async function collectBacklog(): Promise<void> {
    backlog ??= sources.jobBacklog().finally(() => {
      backlog = undefined
    })
    try {
      const byKind = new Map((await backlog).map((row) => [row.kind, row]))
      for (const kind of JOB_KINDS) {
        jobWaiting.set({ kind }, byKind.get(kind)?.waiting ?? 0)
        jobOldest.set({ kind }, byKind.get(kind)?.oldestSeconds ?? 0)
      }
    } catch {
      jobWaiting.reset()
      jobOldest.reset()
    }
  }
  const jobWaiting = new Gauge({
    name: 'klik_jobs_waiting',
    help: 'Jobs due and not taken by a worker, per kind (the whole jobs table: every process on one database reports the same).',
    labelNames: ['kind'] as const,
    registers,
    collect: collectBacklog,
  })
  const jobOldest = new Gauge({
    name: 'klik_jobs_oldest_waiting_seconds',
    help: 'How long the oldest due, untaken job of each kind has been due (0 when none waits).',
    labelNames: ['kind'] as const,
    registers,
    collect: collectBacklog,
  })
  return { jobWaiting, jobOldest }
}

/** The database queue and the overload guard in front of it, read through `sources`. */
function databaseQueueMetrics(sources: MetricSources, registers: Registry[]) {
  return {
    databaseWait: new Histogram({
      name: 'klik_db_queue_wait_seconds',
      help: 'How long each query or transaction waited for its turn on the database (the fair queue in front of PGlite or the PostgreSQL pool); 0 when a turn was free.',
      buckets: QUEUE_WAIT_BUCKETS,
      registers,
    }),
    databaseWaiting: new Gauge({
      name: 'klik_db_queue_waiting',
      help: 'Queries and transactions waiting for their turn on the database now.',
      registers,
      collect() {
        this.set(sources.databaseLoad()?.waiting ?? 0)
      },
    }),
    databaseLongestWait: new Gauge({
      name: 'klik_db_queue_longest_wait_seconds',
      help: 'How long the longest-waiting caller has waited so far (what OVERLOAD_WAIT_MS is compared with).',
      registers,
      collect() {
        this.set((sources.databaseLoad()?.longestWaitMs ?? 0) / 1000)
      },
    }),
    overloadRefused: new Counter({
      name: 'klik_overload_refused_total',
      help: 'API calls refused with 503 server_busy because the database queue waited past OVERLOAD_WAIT_MS or the event loop ran late past OVERLOAD_LAG_MS.',
      registers,
      collect() {
        this.reset()
        this.inc(sources.overload().refused)
      },
    }),
    overloadRefusing: new Gauge({
      name: 'klik_overload_refusing',
      help: '1 while this process refuses new API calls as overloaded, else 0.',
      registers,
      collect() {
        this.set(sources.overload().refusing ? 1 : 0)
      },
    }),
  }
}

/** What happened, counted by the code it happened in; every label set starts at 0. */
function eventCounters(registers: Registry[]) {
  return {
    databaseReads: zeroed(
      new Counter({
        name: 'klik_db_reads_total',
        help: 'Read-only API calls (search, member pages) per database they were sent to, with DATABASE_REPLICA_URLS set: replica, or primary (no replica within the lag bound, or none that has replayed the browser’s own last write).',
        labelNames: ['target'] as const,
        registers,
      }),
      READ_TARGETS.map((target) => ({ target })),
    ),
    jobRuns: zeroed(
      new Counter({
        name: 'klik_job_runs_total',
        help: 'Job runs by this process’s worker, per kind and outcome: done, retry (failed, tried again later) or given_up (failed for good).',
        labelNames: ['kind', 'outcome'] as const,
        registers,
      }),
      JOB_KINDS.flatMap((kind) => JOB_OUTCOMES.map((outcome) => ({ kind, outcome }))),
    ),
    pushes: zeroed(
      new Counter({
        name: 'klik_pushes_total',
        help: 'Pushes to one device, per kind and what its push service answered: sent, gone (subscription deleted), refused (our request refused for good) or retry (429, 5xx, network).',
        labelNames: ['kind', 'outcome'] as const,
        registers,
      }),
      PUSH_KINDS.flatMap((kind) => PUSH_OUTCOMES.map((outcome) => ({ kind, outcome }))),
    ),
    mails: zeroed(
      new Counter({
        name: 'klik_mails_total',
        help: 'Mails handed to the transport, per kind and outcome: sent (the SMTP server or the outbox took it) or refused (it did not, or could not be reached).',
        labelNames: ['kind', 'outcome'] as const,
        registers,
      }),
      MAIL_KINDS.flatMap((kind) => MAIL_OUTCOMES.map((outcome) => ({ kind, outcome }))),
    ),
    paymentWebhooks: zeroed(
      new Counter({
        name: 'klik_payment_webhooks_total',
        help: 'Payment webhooks received, per outcome: synced, unknown_payment (not one of our orders), provider_unreachable (503: the provider retries), no_provider (503) or failed (500).',
        labelNames: ['outcome'] as const,
        registers,
      }),
      WEBHOOK_OUTCOMES.map((outcome) => ({ outcome })),
    ),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
export type JobRunCounter = Metrics['jobRuns']
export type PushCounter = Metrics['pushes']
export type MailCounter = Metrics['mails']

/** Every known label set starts at 0, so rate() and increase() see its first event. */
function zeroed<T extends string>(counter: Counter<T>, labelSets: LabelValues<T>[]): Counter<T> {
  for (const labels of labelSets) counter.inc(labels, 0)
  return counter
}

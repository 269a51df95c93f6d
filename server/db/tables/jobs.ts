// Work that talks to the outside world (push, digest mails; payment providers next), done off
// the request path by the job worker (server/jobs/job-worker.ts). A job is written in the same
// transaction as what caused it (a message, a like), so a crash between the two loses nothing.
// A worker takes due jobs with FOR UPDATE SKIP LOCKED and a lease (`locked_until`): with several
// server processes each job runs in one of them, and a job whose process died is taken again
// when its lease runs out.
//
// `key` collapses jobs: while a job of that kind and key waits (not yet taken), no second one
// is added — a burst of messages in one conversation is one notification. Once taken it leaves
// that index, so what arrives while it runs gets a job of its own.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, identityId } from './columns'

export const JOB_KINDS = [
  'push.message',
  'push.like',
  'mail.digest',
  'mail.receipt',
  'mail.withdrawal',
  'payment.refund',
  'payment.reconcile',
  'mail.case',
  'export.build',
  'export.expire',
  'mail.ban',
  'mail.spending_limit',
] as const
export type JobKind = (typeof JOB_KINDS)[number]

export const jobs = pgTable(
  'jobs',
  {
    id: identityId(),
    kind: text('kind').$type<JobKind>().notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    /** Not before this time. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started, this one included once taken. */
    attempts: integer('attempts').notNull().default(0),
    /** Taken by a worker until then; null while waiting. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why the last attempt failed. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_waiting_key_idx')
      .on(table.kind, table.key)
      .where(sql`${table.key} is not null and ${table.lockedUntil} is null`),
    index('jobs_run_at_idx').on(table.runAt),
  ],
)

export type JobRow = typeof jobs.$inferSelect

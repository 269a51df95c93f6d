// What waits in the jobs table (server/db/tables/jobs.ts), for the metrics: per kind, the jobs
// that are due and not taken (never taken, or their worker's lease ran out) and how long the
// oldest of them has been due. One statement on the run_at index: jobs planned for later
// (a digest's hour, a retry's backoff, an export's expiry) are not read at all.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/database'
import { column, queryRows } from '../db/raw'
import { jobs, type JobKind } from '../db/schema'
import type { JobBacklog } from '../metrics/metrics'

const backlogSchema = z.object({
  kind: column.text<JobKind>(),
  waiting: column.number,
  oldest_seconds: column.number,
})

export async function jobBacklog(db: Db, now = new Date()): Promise<JobBacklog[]> {
  const rows = await queryRows(
    db,
    sql`select kind, count(*)::int as waiting,
        extract(epoch from (${now}::timestamptz - min(run_at)))::float8 as oldest_seconds
      from ${jobs}
      where run_at <= ${now}::timestamptz
        and (locked_until is null or locked_until < ${now}::timestamptz)
      group by kind`,
    backlogSchema,
  )
  return rows.map((row) => ({
    kind: row.kind,
    waiting: row.waiting,
    oldestSeconds: Math.max(0, row.oldest_seconds),
  }))
}

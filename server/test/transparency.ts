// The transparency report's figures counted again, directly on the tables with plain SQL and
// none of server/domain/transparency's queries: one count per figure, the median worked out
// here (routes/transparency.test.ts compares the two).
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { TransparencyFigures } from '../../src/contract/transparency'
import { parsePeriod, type Period } from '../../src/contract/transparency-periods'
import { column, queryRow, queryRows, type Executor } from '../db/raw'

async function count(db: Executor, query: SQL): Promise<number> {
  const row = await queryRow(db, query, z.object({ n: column.number }))
  return row?.n ?? 0
}

async function countedCases(
  db: Executor,
  kind: 'notice' | 'report' | 'objection',
  reasons: string[],
  range: Period,
) {
  const from = sql`${range.start.toISOString()}::timestamptz`
  const to = sql`${range.end.toISOString()}::timestamptz`
  const received = sql`c.kind = ${kind} AND c.created_at >= ${from} AND c.created_at < ${to}`
  const lastStatus = sql`coalesce((SELECT a.detail->>'status' FROM audit_log a
    WHERE a.case_id = c.id AND a.action IN ('close_case', 'reopen_case') AND a.created_at < ${to}
    ORDER BY a.created_at DESC, a.id DESC LIMIT 1), 'open')`
  const did = (action: string) =>
    sql`EXISTS (SELECT 1 FROM audit_log a WHERE a.case_id = c.id AND a.action = ${action}
      AND a.created_at < ${to})`
  const byReason: Record<string, number> = {}
  for (const reason of reasons) {
    byReason[reason] = await count(
      db,
      sql`SELECT count(*) AS n FROM cases c WHERE ${received} AND c.reason = ${reason}`,
    )
  }
  const inStatus = (status: string) =>
    count(
      db,
      sql`SELECT count(*) AS n FROM cases c WHERE ${received} AND ${lastStatus} = ${status}`,
    )
  const firsts = await queryRows(
    db,
    sql`SELECT c.created_at AS received, (SELECT min(a.created_at) FROM audit_log a
          WHERE a.case_id = c.id AND a.action <> 'reopen_case') AS first FROM cases c
        WHERE c.kind = ${kind}`,
    z.object({ received: column.date, first: column.date.nullable() }),
  )
  const hours = firsts
    .flatMap(({ received: got, first }) =>
      first !== null && first >= range.start && first < range.end
        ? [(first.getTime() - got.getTime()) / 3_600_000]
        : [],
    )
    .sort((a, b) => a - b)
  const middle = hours.slice(Math.floor((hours.length - 1) / 2), Math.floor(hours.length / 2) + 1)
  const median =
    middle.length === 0 ? null : middle.reduce((sum, value) => sum + value, 0) / middle.length
  return {
    received: await count(db, sql`SELECT count(*) AS n FROM cases c WHERE ${received}`),
    by_reason: byReason,
    resolved: await inStatus('resolved'),
    dismissed: await inStatus('dismissed'),
    open: await inStatus('open'),
    member_banned: await count(
      db,
      sql`SELECT count(*) AS n FROM cases c WHERE ${received} AND ${did('ban')}`,
    ),
    photo_hidden: await count(
      db,
      sql`SELECT count(*) AS n FROM cases c WHERE ${received} AND ${did('hide_photo')}`,
    ),
    acted_on: hours.length,
    median_hours_to_act: median === null ? null : Math.round(median * 10) / 10,
  }
}

/** The figures of `period`, with the keys of `report` (its categories, grounds, reasons). */
export async function countedFigures(db: Executor, period: string, report: TransparencyFigures) {
  const range = parsePeriod(period)
  if (range === null) throw new Error(`no period ${period}`)
  const from = sql`${range.start.toISOString()}::timestamptz`
  const to = sql`${range.end.toISOString()}::timestamptz`
  const actions = (action: string, extra = sql`true`) =>
    count(
      db,
      sql`SELECT count(*) AS n FROM audit_log WHERE action = ${action}
      AND created_at >= ${from} AND created_at < ${to} AND ${extra}`,
    )
  const decided = (status: string, extra = sql`true`) =>
    count(
      db,
      sql`SELECT count(*) AS n FROM verifications WHERE status = ${status}
      AND decided_at >= ${from} AND decided_at < ${to} AND ${extra}`,
    )
  const byKey = async (keys: object, counter: (key: string) => Promise<number>) => {
    const counts: Record<string, number> = {}
    for (const key of Object.keys(keys)) counts[key] = await counter(key)
    return counts
  }
  // An objection closed as resolved was upheld, one dismissed rejected.
  const objected = await countedCases(
    db,
    'objection',
    Object.keys(report.objections.by_subject),
    range,
  )
  return {
    notices: await countedCases(db, 'notice', Object.keys(report.notices.by_reason), range),
    reports: await countedCases(db, 'report', Object.keys(report.reports.by_reason), range),
    objections: {
      received: objected.received,
      by_subject: objected.by_reason,
      upheld: objected.resolved,
      rejected: objected.dismissed,
      open: objected.open,
      acted_on: objected.acted_on,
      median_hours_to_act: objected.median_hours_to_act,
    },
    suspensions: {
      total: await actions('ban'),
      by_ground: await byKey(report.suspensions.by_ground, (ground) =>
        actions('ban', sql`detail->>'ground' = ${ground}`),
      ),
    },
    photos: { hidden: await actions('hide_photo') },
    reversed: {
      bans_lifted: await actions('unban'),
      photos_shown_again: await actions('show_photo'),
      cases_reopened: await actions('reopen_case'),
    },
    verifications: {
      approved: await decided('approved'),
      declined: await decided('declined'),
      declined_by_reason: await byKey(report.verifications.declined_by_reason, (reason) =>
        decided('declined', sql`decline_reason = ${reason}`),
      ),
    },
    fictional_profiles: {
      on_site: await count(
        db,
        sql`SELECT count(*) AS n FROM users WHERE fictional
        AND created_at < ${to} AND (deleted_at IS NULL OR deleted_at >= ${to})`,
      ),
    },
  }
}

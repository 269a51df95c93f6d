// The transparency report's figures of one half year (contract/transparency.ts), counted by a
// few aggregate queries: the database answers groups and counts, never a row about a person.
//
// Closed half years must not change, so nothing is read from how things stand now: a case's
// outcome is the last close or reopen the audit log holds for it before the half year ended,
// bans, hidden photos and reversals are the audit log's entries (a lifted ban clears
// users.banned_at, a shown photo images.hidden_at, a deleted photo its row — the audit entry
// stays), verifications are their decision dates, fictional profiles those that existed and
// were not deleted when it ended.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { BAN_GROUNDS } from '../../../src/contract/admin'
import { NOTICE_REASONS, OBJECTION_SUBJECTS, REPORT_REASONS } from '../../../src/contract/cases'
import type { TransparencyFigures } from '../../../src/contract/transparency'
import type { Period } from '../../../src/contract/transparency-periods'
import { VERIFICATION_DECLINE_REASONS } from '../../../src/contract/verification'
import { column, queryRow, queryRows, type Executor } from '../../db/raw'

/** The case kinds the report counts: DSA art. 16 notices, members' reports, objections. */
const KINDS = { notice: 'notices', report: 'reports' } as const
type Kind = keyof typeof KINDS | 'objection'
const COUNTED_KINDS = sql`('notice', 'report', 'objection')`

const receivedRow = z.object({
  kind: column.text<Kind>(),
  reason: z.string(),
  status: z.string(),
  banned: z.boolean(),
  hidden: z.boolean(),
  n: column.number,
})
const actedRow = z.object({ kind: column.text<Kind>(), n: column.number, median: column.number })
const actionRow = z.object({ action: z.string(), ground: z.string(), n: column.number })
const verificationRow = z.object({ status: z.string(), reason: z.string(), n: column.number })

/** Zero for every key of `keys`. */
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

/** Adds `n` to `counts[key]` when `key` is one of its keys (a code no list knows is left out). */
function add(counts: Record<string, number>, key: string, n: number): void {
  if (key in counts) counts[key] = (counts[key] ?? 0) + n
}

/** The figures of the half year from `start` up to (not including) `end`. */
export async function transparencyFigures(
  db: Executor,
  { start, end }: Pick<Period, 'start' | 'end'>,
): Promise<TransparencyFigures> {
  const from = sql`${start.toISOString()}::timestamptz`
  const to = sql`${end.toISOString()}::timestamptz`
  const figures: TransparencyFigures = {
    notices: caseFigures(NOTICE_REASONS),
    reports: caseFigures(REPORT_REASONS),
    objections: {
      received: 0,
      by_subject: zeros(OBJECTION_SUBJECTS),
      upheld: 0,
      rejected: 0,
      open: 0,
      acted_on: 0,
      median_hours_to_act: null,
    },
    suspensions: { total: 0, by_ground: zeros(BAN_GROUNDS) },
    photos: { hidden: 0 },
    reversed: { bans_lifted: 0, photos_shown_again: 0, cases_reopened: 0 },
    verifications: {
      approved: 0,
      declined: 0,
      declined_by_reason: zeros(VERIFICATION_DECLINE_REASONS),
    },
    fictional_profiles: { on_site: 0 },
  }
  await countCases(db, from, to, figures)
  await countActions(db, from, to, figures)
  await countMembers(db, from, to, figures)
  return figures
}

/**
 * Notices, reports and objections: received, their outcome, and the time to act on them. An
 * objection closed as resolved was upheld (the operator reverses the decision: lifts the ban,
 * shows the photo, reopens the case), one dismissed was rejected.
 */
async function countCases(db: Executor, from: SQL, to: SQL, figures: TransparencyFigures) {
  // Notices and reports received in the half year, grouped by reason and by what each stood at
  // when it ended: the last close or reopen before then, and whether a ban or a hidden photo
  // answered it.
  const received = await queryRows(
    db,
    sql`WITH handled AS (
          SELECT case_id,
                 (array_agg(detail->>'status' ORDER BY created_at DESC, id DESC)
                   FILTER (WHERE action IN ('close_case', 'reopen_case')))[1] AS status,
                 bool_or(action = 'ban') AS banned,
                 bool_or(action = 'hide_photo') AS hidden
            FROM audit_log
           WHERE case_id IS NOT NULL AND created_at >= ${from} AND created_at < ${to}
           GROUP BY case_id)
        SELECT c.kind, c.reason, coalesce(h.status, 'open') AS status,
               coalesce(h.banned, false) AS banned, coalesce(h.hidden, false) AS hidden,
               count(*) AS n
          FROM cases c LEFT JOIN handled h ON h.case_id = c.id
         WHERE c.kind IN ${COUNTED_KINDS} AND c.created_at >= ${from} AND c.created_at < ${to}
         GROUP BY 1, 2, 3, 4, 5`,
    receivedRow,
  )
  for (const row of received) {
    if (row.kind === 'objection') {
      const objections = figures.objections
      objections.received += row.n
      add(objections.by_subject, row.reason, row.n)
      if (row.status === 'resolved') objections.upheld += row.n
      else if (row.status === 'dismissed') objections.rejected += row.n
      else objections.open += row.n
      continue
    }
    const part = figures[KINDS[row.kind]]
    part.received += row.n
    add(part.by_reason, row.reason, row.n)
    if (row.status === 'resolved' || row.status === 'dismissed') part[row.status] += row.n
    else part.open += row.n
    if (row.banned) part.member_banned += row.n
    if (row.hidden) part.photo_hidden += row.n
  }

  // The time to act: from receipt to an operator's first action on the case (a ban, a hidden
  // photo, a close), for the cases first acted on in the half year.
  const acted = await queryRows(
    db,
    sql`SELECT c.kind, count(*) AS n,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.first_at - c.created_at)) AS median
          FROM (SELECT case_id, min(created_at) AS first_at FROM audit_log
                 WHERE case_id IS NOT NULL AND action <> 'reopen_case' AND created_at < ${to}
                 GROUP BY case_id) f
          JOIN cases c ON c.id = f.case_id
         WHERE c.kind IN ${COUNTED_KINDS} AND f.first_at >= ${from}
         GROUP BY c.kind`,
    actedRow,
  )
  for (const row of acted) {
    const part = row.kind === 'objection' ? figures.objections : figures[KINDS[row.kind]]
    part.acted_on = row.n
    part.median_hours_to_act = Math.round(row.median / 360) / 10
  }
}

/** Bans, hidden photos and reversals: the audit log's entries of the half year. */
async function countActions(db: Executor, from: SQL, to: SQL, figures: TransparencyFigures) {
  // The operators' actions of the half year, from the audit log.
  const actions = await queryRows(
    db,
    sql`SELECT action, coalesce(detail->>'ground', '') AS ground, count(*) AS n
          FROM audit_log
         WHERE created_at >= ${from} AND created_at < ${to}
           AND action IN ('ban', 'unban', 'hide_photo', 'show_photo', 'reopen_case')
         GROUP BY 1, 2`,
    actionRow,
  )
  for (const { action, ground, n } of actions) {
    if (action === 'ban') {
      figures.suspensions.total += n
      add(figures.suspensions.by_ground, ground, n)
    } else if (action === 'hide_photo') figures.photos.hidden += n
    else if (action === 'unban') figures.reversed.bans_lifted += n
    else if (action === 'show_photo') figures.reversed.photos_shown_again += n
    else figures.reversed.cases_reopened += n
  }
}

/** Verifications decided in the half year; fictional profiles on the site at its end. */
async function countMembers(db: Executor, from: SQL, to: SQL, figures: TransparencyFigures) {
  const decided = await queryRows(
    db,
    sql`SELECT status, coalesce(decline_reason, '') AS reason, count(*) AS n
          FROM verifications
         WHERE decided_at >= ${from} AND decided_at < ${to} AND status IN ('approved', 'declined')
         GROUP BY 1, 2`,
    verificationRow,
  )
  for (const { status, reason, n } of decided) {
    if (status === 'approved') figures.verifications.approved += n
    else {
      figures.verifications.declined += n
      add(figures.verifications.declined_by_reason, reason, n)
    }
  }

  const fictional = await queryRow(
    db,
    sql`SELECT count(*) AS n FROM users
         WHERE fictional AND created_at < ${to} AND (deleted_at IS NULL OR deleted_at >= ${to})`,
    z.object({ n: column.number }),
  )
  figures.fictional_profiles.on_site = fictional?.n ?? 0
}

function caseFigures<const K extends string>(reasons: readonly K[]) {
  return {
    received: 0,
    by_reason: zeros(reasons),
    resolved: 0,
    dismissed: 0,
    open: 0,
    member_banned: 0,
    photo_hidden: 0,
    acted_on: 0,
    median_hours_to_act: null as number | null,
  }
}

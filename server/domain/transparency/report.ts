// GET /api/transparency.php's answer (contract/transparency.ts): the half year asked for (or
// the last one that is over), the half years there are figures for, and the figures. The
// first half year is the one the earliest case or operator action fell in; the last is the
// current one, whose figures grow until it ends.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { TransparencyReport } from '../../../src/contract/transparency'
import {
  parsePeriod,
  periodOf,
  periodsBetween,
  type PeriodCode,
} from '../../../src/contract/transparency-periods'
import { column, queryRow, type Executor } from '../../db/raw'
import { httpError } from '../api-error'
import { transparencyFigures } from './figures'

/** The half years with figures, newest first: from the first case or action up to `now`'s. */
export async function reportPeriods(db: Executor, now: Date): Promise<PeriodCode[]> {
  const first = await queryRow(
    db,
    sql`SELECT least((SELECT min(created_at) FROM cases),
                     (SELECT min(created_at) FROM audit_log)) AS first`,
    z.object({ first: column.date.nullable() }),
  )
  const since = first?.first ?? now
  return periodsBetween(since.getTime() < now.getTime() ? since : now, now)
}

/** The report of `code` (undefined: the last half year that is over, else the current one). */
export async function transparencyReport(
  db: Executor,
  code: string | undefined,
  now = new Date(),
): Promise<TransparencyReport> {
  const periods = await reportPeriods(db, now)
  const current = periodOf(now)
  const chosen = code ?? periods.find((period) => period !== current) ?? current
  const period = periods.includes(chosen as PeriodCode) ? parsePeriod(chosen) : null
  if (period === null) {
    throw httpError(
      400,
      'transparency.period',
      `No report for ${chosen}: the half years with figures are ${periods.join(', ')}`,
    )
  }
  const lastDay = new Date(period.end.getTime() - 86_400_000)
  return {
    period: period.code,
    starts: period.start.toISOString().slice(0, 10),
    ends: lastDay.toISOString().slice(0, 10),
    closed: period.end.getTime() <= now.getTime(),
    periods,
    figures: await transparencyFigures(db, period),
  }
}

// The half years of the transparency report (issue 32 §6): `2026-H1` is 1 January to 30 June
// 2026, `2026-H2` 1 July to 31 December, both in UTC. A module without zod, so the page that
// names the periods (features/pages/transparency) carries no schema library; the server's
// report (server/domain/transparency) and its call's schema (./transparency.ts) use the same
// rules.

/** A half year's code: the year, a dash, H1 or H2. */
export const PERIOD_PATTERN = /^(\d{4})-H([12])$/

export type PeriodCode = `${number}-H${1 | 2}`

/** A half year: its code and its first instant and the first instant after it (UTC). */
export interface Period {
  code: PeriodCode
  start: Date
  end: Date
}

/** The half year `code` names, or null for anything else. */
export function parsePeriod(code: string): Period | null {
  const match = PERIOD_PATTERN.exec(code)
  if (match === null) return null
  const year = Number(match[1])
  const half = Number(match[2])
  return {
    code: code as PeriodCode,
    start: new Date(Date.UTC(year, half === 1 ? 0 : 6, 1)),
    end: new Date(Date.UTC(half === 1 ? year : year + 1, half === 1 ? 6 : 0, 1)),
  }
}

/** The half year `at` falls in (UTC). */
export function periodOf(at: Date): PeriodCode {
  return `${at.getUTCFullYear()}-H${at.getUTCMonth() < 6 ? 1 : 2}`
}

/** Every half year from the one `first` falls in to the one `last` falls in, newest first. */
export function periodsBetween(first: Date, last: Date): PeriodCode[] {
  const index = (at: Date) => at.getUTCFullYear() * 2 + (at.getUTCMonth() < 6 ? 0 : 1)
  const codes: PeriodCode[] = []
  for (let half = index(last); half >= index(first); half -= 1) {
    codes.push(`${Math.floor(half / 2)}-H${half % 2 === 0 ? 1 : 2}`)
  }
  return codes
}

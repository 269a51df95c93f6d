// The transparency report as CSV for operators (GET /api/admin/transparency.php): one line per
// figure, `section,key,value`, made from the same report the public page shows, so the two
// cannot differ. The period's own lines come first (section `period`); a nested count's key
// is its path (`by_reason.fake`); a median without cases is an empty value.
import type { TransparencyReport } from '../../../src/contract/transparency'

type Value = number | string | boolean | null

/** Quotes a field when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: Value): string => {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The leaves of `value` as [dotted path, value] pairs, in the object's order. */
function leaves(value: unknown, path: string): [string, Value][] {
  if (value === null || typeof value !== 'object') return [[path, value as Value]]
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path === '' ? key : `${path}.${key}`),
  )
}

export function transparencyCsv(report: TransparencyReport): string {
  const rows: [string, string, Value][] = [
    ['period', 'code', report.period],
    ['period', 'starts', report.starts],
    ['period', 'ends', report.ends],
    ['period', 'closed', report.closed],
    ...Object.entries(report.figures).flatMap(([section, figures]) =>
      leaves(figures, '').map(([key, value]): [string, string, Value] => [section, key, value]),
    ),
  ]
  const lines = [['section', 'key', 'value'], ...rows].map((row) => row.map(field).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** The download's file name. */
export const transparencyCsvName = (period: string) => `transparency-${period}.csv`

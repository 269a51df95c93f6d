// How the report writes its numbers, half years and hours: in the reader's language (Intl),
// every date in UTC as the half years are counted.
import { parsePeriod } from '../../../contract/transparency-periods'

/** `2026-H1` as "January – June 2026" in `locale`. */
export function periodLabel(code: string, locale: string): string {
  const period = parsePeriod(code)
  if (period === null) return code
  const last = new Date(period.end.getTime() - 86_400_000)
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(period.start, last)
}

/** A day (YYYY-MM-DD) as "30 June 2026" in `locale`. */
export const dayLabel = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A count as the reader's language writes it (1,234 or 1.234). */
export const countLabel = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale).format(value)

/** Hours as "27 hours" ("27 Stunden"), to one decimal; a dash for none. */
export const hoursLabel = (hours: number | null, locale: string): string =>
  hours === null
    ? '–'
    : new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'long',
        maximumFractionDigits: 1,
      }).format(hours)

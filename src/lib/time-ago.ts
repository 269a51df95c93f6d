// "5 minutes ago", "yesterday", "3 weeks ago" in the interface language (Intl.RelativeTimeFormat),
// the largest whole unit that fits; under a minute is "now". Shared: notifications and visitors.
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime())
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return format.format(0, 'second')
}

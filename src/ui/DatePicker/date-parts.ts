// The pure rules of the date picker (spec §5): the selectable days, months and years, the
// order of the three fields in the browser's locale (day-month-year when unknown), and the
// YYYY-MM-DD value a partly chosen date stands for ("0000" and "00" for missing parts, which
// the date-of-birth rule refuses).

export type DatePart = 'day' | 'month' | 'year'
export interface DateParts {
  day: string
  month: string
  year: string
}

export const DEFAULT_MIN_AGE = 18
export const DEFAULT_MAX_AGE = 100
export const DMY: readonly DatePart[] = ['day', 'month', 'year']

const pad = (value: number, width: number) => String(value).padStart(width, '0')

export const DAYS: readonly string[] = Array.from({ length: 31 }, (_, index) => pad(index + 1, 2))
export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) => pad(index + 1, 2))

/** Years from (current − minAge) to (current − maxAge), newest first unless `descending` is false. */
export function yearOptions(
  currentYear: number,
  minAge: number = DEFAULT_MIN_AGE,
  maxAge: number = DEFAULT_MAX_AGE,
  descending = true,
): string[] {
  const newest = currentYear - minAge
  const oldest = currentYear - maxAge
  const years: string[] = []
  for (let year = newest; year >= oldest; year -= 1) years.push(pad(year, 4))
  return descending ? years : years.reverse()
}

/** The order a locale writes day, month and year in; day-month-year when the locale cannot tell. */
export function partOrder(locale: string | undefined): DatePart[] {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(Date.UTC(2000, 10, 22, 12)))
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year')
    const unique = [...new Set(parts)]
    return unique.length === 3 ? unique : [...DMY]
  } catch {
    return [...DMY]
  }
}

/** The parts of a YYYY-MM-DD value; a zero or missing part is empty. */
export function splitDate(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return { day: '', month: '', year: '' }
  const keep = (part: string | undefined) => (part && Number(part) !== 0 ? part : '')
  return { year: keep(match[1]), month: keep(match[2]), day: keep(match[3]) }
}

/** YYYY-MM-DD with zeros for missing parts; '' when nothing is chosen. */
export function joinDate(parts: DateParts): string {
  if (!parts.day && !parts.month && !parts.year) return ''
  return `${parts.year || '0000'}-${parts.month || '00'}-${parts.day || '00'}`
}

export function isComplete(parts: DateParts): boolean {
  return parts.day !== '' && parts.month !== '' && parts.year !== ''
}

/** iPhone, iPad and iPod, including iPadOS that presents itself as a Mac with a touch screen. */
export function isIos(userAgent: string, platform = '', maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)
}

/** min and max of the native date input: the oldest allowed year's first day, and today minus minAge years. */
export function nativeBounds(
  now: Date,
  minAge: number = DEFAULT_MIN_AGE,
  maxAge: number = DEFAULT_MAX_AGE,
): { min: string; max: string } {
  const year = now.getFullYear()
  const month = now.getMonth() + 1
  // 29 February on a non-leap year falls back to the 28th.
  const lastDay = new Date(year - minAge, month, 0).getDate()
  const day = Math.min(now.getDate(), lastDay)
  return {
    min: `${pad(year - maxAge, 4)}-01-01`,
    max: `${pad(year - minAge, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
  }
}

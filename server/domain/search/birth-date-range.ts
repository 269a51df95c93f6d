// The age filter as a range of dates of birth, so the search compares a column instead of
// computing every member's age. Whole years, the same rule as ageOn (src/contract/validation):
// a member is A or older when born on or before today's date A years ago.

/** The latest date of birth of someone `age` or older on `now` (YYYY-MM-DD). */
export function bornOnOrBefore(age: number, now: Date): string {
  const year = now.getUTCFullYear() - age
  const month = now.getUTCMonth() + 1
  let day = now.getUTCDate()
  // 29 February in a year without one: the 28th is the last date that is not after it.
  if (month === 2 && day === 29 && !isLeapYear(year)) day = 28
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`
}

export interface BirthDateRange {
  /** Born on or before this date (the minimum age). */
  latest: string
  /** Born after this date (the maximum age); null = no upper age. */
  after: string | null
}

/** Ages minAge..maxAge inclusive; maxAge null = no upper bound. */
export function birthDateRange(minAge: number, maxAge: number | null, now: Date): BirthDateRange {
  return {
    latest: bornOnOrBefore(minAge, now),
    // At most maxAge ⇔ not yet maxAge + 1.
    after: maxAge === null ? null : bornOnOrBefore(maxAge + 1, now),
  }
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

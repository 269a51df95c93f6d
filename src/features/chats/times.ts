// How chat times read, in the interface language: the list shows the time for today, the
// weekday within a week, else the date; the conversation separates days with Today,
// Yesterday or the date.
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const DAY_MS = 86_400_000

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/** Whole calendar days between `date` and `now` (0: the same day). */
export function daysAgo(date: Date, now = new Date()): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS)
}

export function clockTime(date: Date): string {
  return new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(date)
}

/** The list's time of the last message. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso)
  const days = daysAgo(date, now)
  if (days <= 0) return clockTime(date)
  if (days < 7) return new Intl.DateTimeFormat(i18n.locale, { weekday: 'short' }).format(date)
  return new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short' }).format(date)
}

/** The day separator's label. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso)
  const days = daysAgo(date, now)
  if (days === 0) return i18n._(msg`Today`)
  if (days === 1) return i18n._(msg`Yesterday`)
  return new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date)
}

/** The calendar day of an ISO time, as a key (separators go where it changes). */
export function dayKey(iso: string): number {
  return startOfDay(new Date(iso))
}

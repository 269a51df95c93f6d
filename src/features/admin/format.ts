// Dates and sums in the operator's interface language. Sums are integer cents from the server;
// only the display divides by 100.
import { i18n } from '@lingui/core'

/** "24 Nov 2026, 15:45": when something happened, to the minute. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )
}

/** "€ 29,95" in the interface language's way. */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency }).format(cents / 100)
}

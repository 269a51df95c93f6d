// The monthly spending limit's rules (issue 28 §5), pure: the calendar month (UTC) it counts,
// the limit in force while a raise waits, what is a raise, and a new member's starting limit.
// Storing and checking it: spending-limit.ts; what was spent: spending-view.ts.
import type { Currency } from '../../../src/contract/common'
import type { SpendingLimitRow } from '../../db/schema'

/** The first moment of `now`'s calendar month, and of the next one (UTC). */
export function monthBounds(now: Date): { start: Date; next: Date } {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  return { start: new Date(Date.UTC(year, month, 1)), next: new Date(Date.UTC(year, month + 1, 1)) }
}

/** A limit: cents, VAT included, or null for none; and the currency it is in. */
export interface Limit {
  cents: number | null
  currency: Currency
}

/** The limit in force at `now`, a waiting raise counted once its time came. */
export function limitInForce(row: SpendingLimitRow, now: Date): Limit {
  if (row.pendingFrom !== null && row.pendingFrom <= now) {
    return { cents: row.pendingCents, currency: row.pendingCurrency ?? row.currency }
  }
  return { cents: row.limitCents, currency: row.currency }
}

/** Whether `wanted` lets the member spend more than `inForce` (another currency counts). */
export function isRaise(wanted: Limit, inForce: Limit): boolean {
  if (inForce.cents === null) return false
  if (wanted.cents === null) return true
  return wanted.currency !== inForce.currency || wanted.cents > inForce.cents
}

/** The limit a new member starts with: the site's default in their currency, if any. */
export function startingLimit(
  defaults: Readonly<Record<string, number>> | null,
  currency: Currency,
): number | null {
  return defaults?.[currency] ?? null
}

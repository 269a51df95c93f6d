// A member's monthly spending limit (issue 28 §5; the table: db/tables/spending-limits.ts).
//
// What counts against it: the orders made this calendar month (UTC) in the limit's currency,
// paid or still open (an open checkout may be paid any minute, so two checkouts opened side by
// side cannot pass the limit together), less what was refunded or charged back. The check runs
// in the transaction that makes the order, after locking the member's limit row, so two orders
// at once are counted one after the other.
//
// Lowering the limit takes effect at once; raising or removing it waits SPENDING_RAISE_HOURS,
// and a mail confirms the raise (spending-limit-mail.ts): someone who set a limit to protect
// themselves is not undone by one impulse. The raise is read lazily: once its time has come it
// is the limit, without a job to apply it.
//
// The limit's rules: spending-limit-rules.ts; what was spent, and the member's view of it:
// spending-view.ts.
import { eq } from 'drizzle-orm'
import type { Currency } from '../../../src/contract/common'
import type { Money } from '../../../src/contract/shop'
import { SPENDING_RAISE_HOURS, type SpendingLimitBody } from '../../../src/contract/spending'
import type { Db } from '../../db/database'
import { spendingLimits } from '../../db/schema'
import { httpError } from '../api-error'
import { insertJob } from '../../jobs/job-worker'
import { isRaise, limitInForce, monthBounds, type Limit } from './spending-limit-rules'
import { spentThisMonth } from './spending-view'

const HOUR_MS = 3_600_000

/**
 * Refuses an order of `amountCents` that would take the member past their limit. Call inside
 * the transaction that inserts the order: it locks the member's limit row until it commits.
 */
export async function assertWithinLimit(
  tx: Db,
  memberId: number,
  order: Money,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(spendingLimits)
    .where(eq(spendingLimits.memberId, memberId))
    .for('update')
  if (row === undefined) return
  const limit = limitInForce(row, now)
  if (limit.cents === null) return
  if (order.currency !== limit.currency) {
    throw httpError(
      409,
      'spending.other_currency',
      `Your monthly spending limit is in ${limit.currency}; change it to pay in ${order.currency}`,
    )
  }
  const spent = await spentThisMonth(tx, memberId, order.currency, now)
  if (order.cents > 0 && spent + order.cents > limit.cents) {
    const resets = monthBounds(now).next
    throw httpError(
      409,
      'spending.limit_reached',
      'This purchase would pass your monthly spending limit',
      { limit_cents: limit.cents, spent_cents: spent, resets: Math.floor(resets.getTime() / 1000) },
    )
  }
}

/** Sets a new member's starting limit (in the signup's transaction). */
export async function insertStartingLimit(
  tx: Db,
  memberId: number,
  currency: Currency,
  cents: number,
): Promise<void> {
  await tx
    .insert(spendingLimits)
    .values({ memberId, currency, limitCents: cents })
    .onConflictDoNothing()
}

export type LimitChange = 'lowered' | 'raise_waiting' | 'unchanged'

/**
 * Sets the member's limit: at once when it is not higher than the one in force (a raise
 * waiting is dropped), else in SPENDING_RAISE_HOURS with a confirmation mail. Asking again for
 * the raise already waiting changes nothing, so a retried POST neither restarts the wait nor
 * mails twice.
 */
export async function setSpendingLimit(
  db: Db,
  memberId: number,
  body: SpendingLimitBody,
  fallbackCurrency: Currency,
  now = new Date(),
): Promise<LimitChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(spendingLimits)
      .where(eq(spendingLimits.memberId, memberId))
      .for('update')
    const inForce: Limit =
      row === undefined ? { cents: null, currency: fallbackCurrency } : limitInForce(row, now)
    const wanted: Limit = body.limit ?? { cents: null, currency: inForce.currency }
    if (!isRaise(wanted, inForce)) {
      if (row === undefined && wanted.cents === null) return 'unchanged'
      const values = {
        currency: wanted.currency,
        limitCents: wanted.cents,
        pendingCents: null,
        pendingCurrency: null,
        pendingFrom: null,
        pendingAskedAt: null,
        pendingMailedAt: null,
        updatedAt: now,
      }
      await tx
        .insert(spendingLimits)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: spendingLimits.memberId, set: values })
      return 'lowered'
    }
    // A raise: a limit is in force, so its row exists.
    if (row === undefined) throw new Error('a raise without a limit')
    const waiting = row.pendingFrom !== null && row.pendingFrom > now
    if (
      waiting &&
      row.pendingCents === wanted.cents &&
      (row.pendingCurrency ?? row.currency) === wanted.currency
    ) {
      return 'unchanged'
    }
    await tx
      .update(spendingLimits)
      .set({
        // A raise that came due is the limit now; the new one waits from here.
        limitCents: inForce.cents,
        currency: inForce.currency,
        pendingCents: wanted.cents,
        pendingCurrency: wanted.currency,
        pendingFrom: new Date(now.getTime() + SPENDING_RAISE_HOURS * HOUR_MS),
        pendingAskedAt: now,
        pendingMailedAt: null,
        updatedAt: now,
      })
      .where(eq(spendingLimits.memberId, memberId))
    await tx.execute(
      insertJob(
        'mail.spending_limit',
        `limit:${memberId}:${now.getTime()}`,
        { user: memberId },
        now,
      ),
    )
    return 'raise_waiting'
  })
}

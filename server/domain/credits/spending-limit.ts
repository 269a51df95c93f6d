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
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Currency } from '../../../src/contract/common'
import type { Money } from '../../../src/contract/shop'
import {
  SPENDING_RAISE_HOURS,
  SPENDING_SUMMARY_MONTHS,
  type SpendingLimitBody,
  type SpendingMonth,
  type SpendingResponse,
} from '../../../src/contract/spending'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import { spendingLimits, type SpendingLimitRow } from '../../db/schema'
import { httpError } from '../api-error'
import { insertJob } from '../../jobs/job-worker'

const HOUR_MS = 3_600_000

/** The database or a transaction of it. */
type Reader = Db

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

/** This month's orders in `currency`, open ones included, less refunds and chargebacks. */
export async function spentThisMonth(
  db: Reader,
  memberId: number,
  currency: Currency,
  now: Date,
): Promise<number> {
  const { start } = monthBounds(now)
  const row = await queryRow(
    db,
    sql`select coalesce(sum(amount_cents - refunded_cents - charged_back_cents), 0)
        as cents
      from orders
      where member_id = ${memberId}::bigint and currency = ${currency}
        and created_at >= ${start}::timestamptz
        and status in ('open', 'paid', 'refunded', 'charged_back')`,
    z.object({ cents: column.number }),
  )
  return row?.cents ?? 0
}

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

/** The limit a new member starts with: the site's default in their currency, if any. */
export function startingLimit(
  defaults: Readonly<Record<string, number>> | null,
  currency: Currency,
): number | null {
  return defaults?.[currency] ?? null
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

const monthSchema = z.object({
  month: z.string(),
  currency: column.text<Currency>().nullable(),
  spent: column.number.nullable(),
  credits_bought: column.number.nullable(),
  credits_used: column.number.nullable(),
  messages_sent: column.number.nullable(),
})

/** What the member spent per month, newest first, months with nothing in them left out. */
export async function spendingMonths(
  db: Reader,
  memberId: number,
  now: Date,
): Promise<SpendingMonth[]> {
  const { next } = monthBounds(now)
  const since = new Date(
    Date.UTC(next.getUTCFullYear(), next.getUTCMonth() - SPENDING_SUMMARY_MONTHS, 1),
  )
  // One row per month and currency for money, and per month for credits and messages; the
  // months are UTC months, as the limit's.
  const rows = await queryRows(
    db,
    sql`
      with money as (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, currency,
          sum(amount_cents - refunded_cents - charged_back_cents) as spent
        from orders
        where member_id = ${memberId}::bigint and created_at >= ${since}::timestamptz
          and status in ('paid', 'refunded', 'charged_back')
        group by 1, 2
      ), credits as (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
          sum(delta) filter (where reason = 'purchase') as credits_bought,
          -sum(delta) filter (where reason in ('message', 'message_return')) as credits_used
        from credit_ledger
        where member_id = ${memberId}::bigint and created_at >= ${since}::timestamptz
        group by 1
      ), sent as (
        select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as messages_sent
        from messages
        where sender_id = ${memberId}::bigint and created_at >= ${since}::timestamptz
        group by 1
      ), months as (
        select month from money union select month from credits union select month from sent
      )
      select m.month, money.currency, money.spent, credits.credits_bought, credits.credits_used,
        sent.messages_sent
      from months m
      left join money on money.month = m.month
      left join credits on credits.month = m.month
      left join sent on sent.month = m.month
      order by m.month desc, money.currency`,
    monthSchema,
  )
  const months = new Map<string, SpendingMonth>()
  for (const row of rows) {
    let month = months.get(row.month)
    if (month === undefined) {
      month = {
        month: row.month,
        spent: [],
        credits_bought: row.credits_bought ?? 0,
        credits_used: row.credits_used ?? 0,
        messages_sent: row.messages_sent ?? 0,
      }
      months.set(row.month, month)
    }
    if (row.currency !== null) {
      month.spent.push({ cents: row.spent ?? 0, currency: row.currency })
    }
  }
  return [...months.values()]
}

/** GET /api/spending.php's answer. */
export async function spendingView(
  db: Db,
  memberId: number,
  fallbackCurrency: Currency,
  now = new Date(),
): Promise<SpendingResponse> {
  const [row] = await db.select().from(spendingLimits).where(eq(spendingLimits.memberId, memberId))
  const inForce: Limit =
    row === undefined ? { cents: null, currency: fallbackCurrency } : limitInForce(row, now)
  const currency = inForce.currency
  const waiting = row?.pendingFrom != null && row.pendingFrom > now ? row.pendingFrom : null
  return {
    limit: inForce.cents === null ? null : { cents: inForce.cents, currency },
    pending:
      row === undefined || waiting === null
        ? null
        : {
            limit:
              row.pendingCents === null
                ? null
                : { cents: row.pendingCents, currency: row.pendingCurrency ?? currency },
            from: waiting.toISOString(),
          },
    spent: { cents: await spentThisMonth(db, memberId, currency, now), currency },
    resets: monthBounds(now).next.toISOString(),
    months: await spendingMonths(db, memberId, now),
  }
}

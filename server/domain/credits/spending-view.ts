// What a member spent (issue 28 §5): this month's orders in a currency, which the spending
// limit counts (spending-limit.ts), the summary per month, and GET /api/spending.php's answer.
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Currency } from '../../../src/contract/common'
import {
  SPENDING_SUMMARY_MONTHS,
  type SpendingMonth,
  type SpendingResponse,
} from '../../../src/contract/spending'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import { spendingLimits } from '../../db/schema'
import { limitInForce, monthBounds, type Limit } from './spending-limit-rules'

/** The database or a transaction of it. */
type Reader = Db

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

// `npm run ledger -- check` (issue 12): proves that credits and orders add up. A balance is
// never stored (it is the sum of the member's ledger rows), so what can go wrong is a row
// without its cause, a cause without its row, or a row of the wrong size. Each query below
// finds one kind of those and answers nothing when the books are right:
//   - a purchase, refund or chargeback row names a credits order of the same member, and other
//     rows name no order;
//   - a paid (or later refunded or charged back) credits order has exactly one purchase row of
//     its credits; an order that was never paid has no rows;
//   - what refunds and chargebacks took back is what the order's refunded or charged-back
//     cents give (docs/decisions/credits-and-payments.md: "Credits and payments");
//   - a message's debit is its cost, taken from its sender; a message that cost credits has one;
//   - a message's credits returned (its reader left or was banned before reading it:
//     chats/credit-returns.ts) are its cost, given to its sender, after its debit;
//   - an order's VAT is the VAT its amount and rate give, its amount is at most its list price;
//   - a balance is below zero only after a refund or chargeback took back spent credits.
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import { vatIncluded } from '../../../src/contract/prices'

export interface LedgerReport {
  problems: string[]
  figures: { members: number; rows: number; orders: number; paidOrders: number; credits: number }
}

interface Check {
  what: string
  query: SQL
}

const CHECKS: Check[] = [
  {
    what: 'purchase, refund or chargeback row without a credits order of its member',
    query: sql`select l.id as row, l.member_id as member, l.reason, l.order_id as order
      from credit_ledger l left join orders o on o.id = l.order_id
      where l.reason in ('purchase', 'refund', 'chargeback')
        and (o.id is null or o.member_id <> l.member_id or o.product <> 'credits')`,
  },
  {
    what: 'ledger row naming an order for another reason',
    query: sql`select id as row, reason, order_id as order from credit_ledger
      where order_id is not null and reason not in ('purchase', 'refund', 'chargeback')`,
  },
  {
    what: 'paid credits order without exactly one purchase row of its credits',
    query: sql`select o.public_id as order, o.credits,
        count(l.id)::int as rows, coalesce(sum(l.delta), 0)::int as credited
      from orders o left join credit_ledger l on l.order_id = o.id and l.reason = 'purchase'
      where o.product = 'credits' and o.status in ('paid', 'refunded', 'charged_back')
      group by o.id having count(l.id) <> 1 or coalesce(sum(l.delta), 0) <> o.credits`,
  },
  {
    what: 'order that was never paid with ledger rows',
    query: sql`select o.public_id as order, o.status, count(l.id)::int as rows
      from orders o join credit_ledger l on l.order_id = o.id
      where o.status in ('open', 'failed', 'canceled', 'expired') or o.product <> 'credits'
      group by o.id`,
  },
  {
    what: 'refunds or chargebacks that do not take back what the order says',
    query: sql`select o.public_id as order, o.status, o.credits, expected, taken from (
        select o.id,
          case when o.charged_back_cents > 0 or o.status = 'charged_back' then o.credits
               when o.amount_cents = 0 then 0
               else floor((2 * o.credits * least(o.refunded_cents, o.amount_cents) + o.amount_cents)
                          / (2 * o.amount_cents))::int end as expected,
          coalesce(-(select sum(delta) from credit_ledger l
                     where l.order_id = o.id and l.reason in ('refund', 'chargeback')), 0)::int as taken
        from orders o where o.product = 'credits' and o.status in ('paid', 'refunded', 'charged_back')
      ) t join orders o on o.id = t.id where expected <> taken`,
  },
  {
    what: "message debit that is not its message's cost from its sender",
    query: sql`select l.id as row, l.member_id as member, l.delta, m.cost, m.sender_id as sender
      from credit_ledger l left join messages m on m.id = l.message_id
      where l.message_id is not null and l.reason <> 'message_return'
        and (l.reason <> 'message' or m.id is null or l.delta <> -m.cost or m.sender_id <> l.member_id)`,
  },
  {
    what: 'message that cost credits without its debit',
    query: sql`select m.id as message, m.cost from messages m
      where m.cost > 0
        and not exists (select 1 from credit_ledger l where l.message_id = m.id and l.reason = 'message')`,
  },
  {
    // Whether its reader had left is the deletion's or the ban's to decide, in the same
    // transaction; a ban lifted later (and the message read then) does not undo the return.
    what: "message's credits returned other than its cost, to its sender, after its debit",
    query: sql`select l.id as row, l.member_id as member, l.delta, m.cost, m.sender_id as sender
      from credit_ledger l left join messages m on m.id = l.message_id
      where l.reason = 'message_return'
        and (m.id is null or l.delta <> m.cost or m.sender_id <> l.member_id
          or not exists (select 1 from credit_ledger d where d.message_id = m.id and d.reason = 'message'))`,
  },
  {
    what: 'order whose amounts do not add up',
    query: sql`select public_id as order, list_cents, amount_cents, vat_cents from orders
      where amount_cents > list_cents or amount_cents < 0 or bonus_credits > credits
        or (product = 'premium' and (credits <> 0 or months < 1))
        or (product = 'credits' and (credits < 1 or months <> 0))`,
  },
  {
    what: 'balance below zero that no refund or chargeback explains',
    query: sql`select member_id as member, sum(delta)::int as balance from credit_ledger
      group by member_id
      having sum(delta) < 0 and not bool_or(reason in ('refund', 'chargeback'))`,
  },
]

const figuresSchema = z.object({
  members: column.number,
  rows: column.number,
  orders: column.number,
  paid: column.number,
  credits: column.number,
})

export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems: string[] = []
  for (const check of CHECKS) {
    const rows = await queryRows(db, check.query)
    for (const row of rows.slice(0, 20)) problems.push(`${check.what}: ${JSON.stringify(row)}`)
    if (rows.length > 20) problems.push(`${check.what}: … ${rows.length - 20} more`)
  }
  // VAT in TypeScript, with the same rounding that priced the orders.
  const priced = await queryRows(
    db,
    sql`select public_id as order, amount_cents as amount, vat_rate as rate, vat_cents as vat from orders`,
    z.object({ order: z.string(), amount: column.number, rate: column.number, vat: column.number }),
  )
  for (const row of priced) {
    const expected = vatIncluded(row.amount, row.rate)
    if (expected !== row.vat) {
      problems.push(`order VAT is not its amount's: ${JSON.stringify({ ...row, expected })}`)
    }
  }
  const figures = await queryRow(
    db,
    sql`select
      (select count(distinct member_id) from credit_ledger) as members,
      (select count(*) from credit_ledger) as rows,
      (select count(*) from orders) as orders,
      (select count(*) from orders where status in ('paid', 'refunded', 'charged_back')) as paid,
      (select coalesce(sum(delta), 0) from credit_ledger) as credits`,
    figuresSchema,
  )
  return {
    problems,
    figures: {
      members: figures?.members ?? 0,
      rows: figures?.rows ?? 0,
      orders: figures?.orders ?? 0,
      paidOrders: figures?.paid ?? 0,
      credits: figures?.credits ?? 0,
    },
  }
}

// A member's credit balance: the sum of their ledger rows. Changing it adds a row; nothing
// ever updates or deletes one, so every balance can be explained line by line.
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { creditLedger, orders } from '../../db/schema'
import { recordEvents, type StoredEvent } from '../events/member-events'

type Executor = Pick<Db, 'select'>

const sumOfDeltas = sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`

/** The balance of `member` (an id or a column) as an SQL expression, for use in a select. */
export function balanceOf(member: number | SQLWrapper): SQL<number> {
  return sql<number>`(select ${sumOfDeltas} from ${creditLedger} where ${eq(creditLedger.memberId, member)})`
}

/**
 * Whether `member` has a paid order (credits or premium) that was not refunded or charged
 * back, as an SQL expression: the spec's `paid_user`.
 */
export function hasPaidOrder(member: number | SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${orders} where ${and(eq(orders.memberId, member), eq(orders.status, 'paid'))})`
}

export async function creditBalance(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sumOfDeltas })
    .from(creditLedger)
    .where(eq(creditLedger.memberId, memberId))
  return row?.balance ?? 0
}

/**
 * Brings the balance to `target` with one ledger row for the difference (none when it is
 * already there). `reason` says why, e.g. "dev_reset". Answers the new balance and the
 * `balance` event for the member's live channel (none when nothing changed).
 */
export async function changeCreditBalance(
  db: Db,
  memberId: number,
  target: number,
  reason: string,
): Promise<{ balance: number; events: StoredEvent[] }> {
  return db.transaction(async (tx) => {
    // Serialises balance changes of one member across connections and server processes.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credit_ledger:${memberId}`}, 0))`,
    )
    const balance = await creditBalance(tx, memberId)
    if (balance === target) return { balance, events: [] }
    await tx.insert(creditLedger).values({ memberId, delta: target - balance, reason })
    const events = await recordEvents(tx, [
      { memberId, type: 'balance', data: { balance: target } },
    ])
    return { balance: target, events }
  })
}

/**
 * changeCreditBalance for callers without the event bus (tests, tools): the event is stored
 * all the same and reaches a live stream at its next catch-up.
 */
export async function setCreditBalance(
  db: Db,
  memberId: number,
  target: number,
  reason: string,
): Promise<number> {
  return (await changeCreditBalance(db, memberId, target, reason)).balance
}

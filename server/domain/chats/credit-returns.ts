// Credits back for messages nobody will read (issue 28 §2). When a member's account is deleted
// or they are banned, every message sent to them that cost credits and that they had not read
// gives its credits back to its sender: a ledger row tied to the message (reason
// 'message_return'; a partial unique index makes it at most one per message, whatever runs
// twice), and the sender's balance event. It runs inside the deletion's or the ban's own
// transaction, so the account change and the returns commit together or not at all.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { column, queryRows, type Executor } from '../../db/raw'
import { MESSAGE_RETURN_REASON } from '../../db/schema'
import { balanceOf } from '../credits/credit-balance'
import { recordEvents, type StoredEvent } from '../events/member-events'

/** The paid messages to `memberId` that they have not read and that were not returned yet. */
const unreadPaidTo = (memberId: number) => sql`
  select m.id, m.sender_id, m.cost
  from messages m
  join conversation_members cm
    on cm.conversation_id = m.conversation_id and cm.member_id = ${memberId}::int
  where m.sender_id <> ${memberId}::int
    and m.cost > 0
    and m.id > cm.last_read_message_id
    and not exists (
      select 1 from credit_ledger r where r.message_id = m.id and r.reason = ${MESSAGE_RETURN_REASON}
    )`

/**
 * Returns the credits of the paid messages `memberId` never read to their senders. Answers
 * the senders' balance events, to publish once the transaction committed.
 */
export async function returnUnreadCredits(tx: Executor, memberId: number): Promise<StoredEvent[]> {
  // Each sender's ledger lock, in id order (two deletions at once never wait on each other
  // in a circle): their balance changes only through us until the transaction ends.
  const senders = await queryRows(
    tx,
    sql`
      select s.sender_id::float8 as sender,
        pg_advisory_xact_lock(hashtextextended('credit_ledger:' || s.sender_id, 0))::text
      from (select distinct sender_id from (${unreadPaidTo(memberId)}) u order by sender_id) s`,
    z.object({ sender: column.number }),
  )
  if (senders.length === 0) return []
  // One statement: the returns, and each sender's balance after them (the statement sees the
  // ledger as it was before its own rows, so those are added).
  const balances = await queryRows(
    tx,
    sql`
      with returned as (
        insert into credit_ledger (member_id, delta, reason, message_id)
        select u.sender_id, u.cost, ${MESSAGE_RETURN_REASON}, u.id from (${unreadPaidTo(memberId)}) u
        on conflict do nothing
        returning member_id, delta
      )
      select r.member_id::float8 as member,
        (${balanceOf(sql`r.member_id`)} + sum(r.delta))::float8 as balance
      from returned r group by r.member_id`,
    z.object({ member: column.number, balance: column.number }),
  )
  return recordEvents(
    tx,
    balances.map(({ member, balance }) => ({
      memberId: member,
      type: 'balance' as const,
      data: { balance },
    })),
  )
}

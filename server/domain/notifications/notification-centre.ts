// The notification centre (issue 11, contract src/contract/notifications.ts): what happened to
// a member, read from where it is already recorded — likes received, chats with messages from
// the partner, credits that landed (the ledger's positive rows), and account notices (the one
// table of its own). Each source gives its newest NOTIFICATIONS_MAX; the merge keeps the newest
// of all. What came after users.notifications_seen_at is unseen; looking at the centre moves it.
// Members the viewer may not see (deleted, blocked either way) leave it, as they leave likes.
// A match (issue 28 §6) is a notices row of kind `match`, shown while both likes stand; it
// stands for that member's like. unseenNotifications counts what the list would mark unseen,
// in one expression, for the user answer (the Alerts tab's count).
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm'
import {
  NOTIFICATIONS_MAX,
  type Notification,
  type NotificationsResponse,
  type NoticeKind,
} from '../../../src/contract/notifications'
import {
  VERIFICATION_DECLINE_REASONS,
  type VerificationDeclineReason,
} from '../../../src/contract/verification'
import type { Db } from '../../db/database'
import {
  conversationMembers,
  conversations,
  creditLedger,
  likes,
  notices,
  profiles,
  users,
} from '../../db/schema'
import { selectCardsWith, toCard, visibleTo } from '../members/member-card'

const isDeclineReason = (value: string | undefined): value is VerificationDeclineReason =>
  (VERIFICATION_DECLINE_REASONS as readonly (string | undefined)[]).includes(value)

/** `other` (an SQL member id) and `memberId` like each other and a match was recorded. */
function clicked(memberId: number, other: SQL): SQL {
  return sql`(exists (select 1 from ${likes} l1 where l1.liker_id = ${memberId}::bigint and l1.liked_id = ${other})
    and exists (select 1 from ${likes} l2 where l2.liker_id = ${other} and l2.liked_id = ${memberId}::bigint)
    and exists (select 1 from ${notices} n where n.member_id = ${memberId}::bigint and n.kind = 'match'
      and n.data->>'member' = (${other})::text))`
}

/** The member `p` is one `memberId` may see (member-card's visibleTo, on the alias p). */
function visibleP(memberId: number): SQL {
  return sql`p.searchable and p.user_id <> ${memberId}::bigint and not exists (select 1 from blocks b
    where (b.blocker_id = ${memberId}::bigint and b.blocked_id = p.user_id)
      or (b.blocker_id = p.user_id and b.blocked_id = ${memberId}::bigint))`
}

/**
 * How many notifications of `memberId` are unseen (came after `seenAt`, an SQL timestamp or
 * null), as listNotifications counts them, at most NOTIFICATIONS_MAX: each source's count of
 * what is newer than the mark, by the indexes of member and time.
 */
export function unseenNotifications(memberId: number, seenAt: SQL): SQL<number> {
  const since = sql`coalesce(${seenAt}, '-infinity'::timestamptz)`
  const max = sql.raw(String(NOTIFICATIONS_MAX))
  const capped = (from: SQL) => sql`(select count(*) from (${from} limit ${max}) as capped)`
  const me = sql`${memberId}::bigint`
  return sql<number>`least(${max}, ${capped(sql`select 1 from likes l join profiles p on p.user_id = l.liker_id
      where l.liked_id = ${me} and l.created_at > ${since} and ${visibleP(memberId)}
        and not ${clicked(memberId, sql`l.liker_id`)}`)}
    + ${capped(sql`select 1 from notices m join profiles p on p.user_id = (m.data->>'member')::bigint
      where m.member_id = ${me} and m.kind = 'match' and m.created_at > ${since}
        and ${visibleP(memberId)} and ${clicked(memberId, sql`p.user_id`)}`)}
    + ${capped(sql`select 1 from conversation_members cm join conversations c on c.id = cm.conversation_id
      join profiles p on p.user_id = case when c.member_low = ${me} then c.member_high else c.member_low end
      where cm.member_id = ${me} and cm.hidden_at is null and c.last_message_at > ${since}
        and ${visibleP(memberId)}
        and exists (select 1 from messages mm where mm.conversation_id = c.id
          and mm.sender_id <> ${me} and mm.created_at > ${since})`)}
    + ${capped(sql`select 1 from credit_ledger cl where cl.member_id = ${me} and cl.delta > 0 and cl.created_at > ${since}`)}
    + ${capped(sql`select 1 from notices t where t.member_id = ${me} and t.kind <> 'match' and t.created_at > ${since}`)}
  )::int`
}

type Executor = Pick<Db, 'insert'>

/** Records an account notice in the caller's transaction. */
export async function addNotice(
  tx: Executor,
  memberId: number,
  kind: NoticeKind,
  data: Record<string, string> = {},
): Promise<void> {
  await tx.insert(notices).values({ memberId, kind, data })
}

export async function listNotifications(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<NotificationsResponse> {
  const [member] = await db
    .select({ seenAt: users.notificationsSeenAt })
    .from(users)
    .where(eq(users.id, memberId))
  const sources = await readSources(db, memberId)
  const newest = merge(sources, member?.seenAt ?? null, now)
  return { items: newest, unseen: newest.filter((item) => !item.seen).length }
}

/** Each source's newest NOTIFICATIONS_MAX rows, one statement after another. */
async function readSources(db: Db, memberId: number) {
  // A like from a member the viewer clicks with is told by the match instead.
  const liked = await selectCardsWith(db, memberId, { at: likes.createdAt })
    .innerJoin(likes, and(eq(likes.likedId, memberId), eq(likes.likerId, profiles.userId)))
    .where(and(visibleTo(memberId), sql`not ${clicked(memberId, sql`${profiles.userId}`)}`))
    .orderBy(desc(likes.createdAt))
    .limit(NOTIFICATIONS_MAX)

  const matched = await selectCardsWith(db, memberId, { at: notices.createdAt })
    .innerJoin(
      notices,
      and(
        eq(notices.memberId, memberId),
        eq(notices.kind, 'match'),
        sql`(${notices.data}->>'member')::bigint = ${profiles.userId}`,
      ),
    )
    .where(and(visibleTo(memberId), clicked(memberId, sql`${profiles.userId}`)))
    .orderBy(desc(notices.id))
    .limit(NOTIFICATIONS_MAX)

  // The partner's newest message per chat the member keeps (not hidden), newest chats first.
  const partnerLast = sql<Date | null>`(select max(m.created_at) from messages m
    where m.conversation_id = ${conversations.id} and m.sender_id <> ${memberId}::bigint)`
  const unread = sql<number>`(select count(*) from messages m
    where m.conversation_id = ${conversations.id} and m.sender_id <> ${memberId}::bigint
      and m.id > ${conversationMembers.lastReadMessageId})::int`
  const partner = sql`case when ${conversations.memberLow} = ${memberId}::bigint
    then ${conversations.memberHigh} else ${conversations.memberLow} end`
  const chats = await selectCardsWith(db, memberId, {
    conversation: conversations.id,
    at: partnerLast,
    unread,
  })
    .innerJoin(conversations, eq(profiles.userId, partner))
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.memberId, memberId),
        isNull(conversationMembers.hiddenAt),
      ),
    )
    .where(and(visibleTo(memberId), sql`${partnerLast} is not null`))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(NOTIFICATIONS_MAX)

  const credits = await db
    .select({
      id: creditLedger.id,
      amount: creditLedger.delta,
      reason: creditLedger.reason,
      at: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.memberId, memberId), gt(creditLedger.delta, 0)))
    .orderBy(desc(creditLedger.id))
    .limit(NOTIFICATIONS_MAX)

  const told = await db
    .select({ id: notices.id, kind: notices.kind, data: notices.data, at: notices.createdAt })
    .from(notices)
    .where(and(eq(notices.memberId, memberId), ne(notices.kind, 'match')))
    .orderBy(desc(notices.id))
    .limit(NOTIFICATIONS_MAX)

  return { liked, matched, chats, credits, told }
}

/** The sources as notifications, newest first, at most NOTIFICATIONS_MAX. */
function merge(
  { liked, matched, chats, credits, told }: Awaited<ReturnType<typeof readSources>>,
  seenAt: Date | null,
  now: Date,
): Notification[] {
  // What every notification has: its id, its time, whether the member saw it, and the sort key.
  const stamp = (id: string, at: Date) => ({
    id,
    at: at.toISOString(),
    seen: seenAt !== null && at <= seenAt,
    time: at.getTime(),
  })
  const items: Array<Notification & { time: number }> = [
    ...liked.map((row) => ({
      type: 'like' as const,
      ...stamp(`like-${row.id}`, row.at),
      member: toCard(row, now),
    })),
    ...matched.map((row) => ({
      type: 'match' as const,
      ...stamp(`match-${row.id}`, row.at),
      member: toCard(row, now),
    })),
    ...chats.flatMap((row) => {
      // The subquery's time comes back as text from the drivers' raw SQL.
      const at = row.at === null ? null : new Date(row.at)
      if (at === null) return []
      return [
        {
          type: 'message' as const,
          ...stamp(`chat-${row.conversation}`, at),
          member: toCard(row, now),
          conversation: row.conversation,
          unread: row.unread,
        },
      ]
    }),
    ...credits.map((row) => ({
      type: 'credits' as const,
      ...stamp(`credits-${row.id}`, row.at),
      amount: row.amount,
      reason: row.reason,
    })),
    ...told.map((row) => ({
      type: 'notice' as const,
      ...stamp(`notice-${row.id}`, row.at),
      // Matches were read above: what is left is an account notice.
      notice: row.kind as NoticeKind,
      ...(row.data.email === undefined ? {} : { email: row.data.email }),
      ...(isDeclineReason(row.data.reason) ? { reason: row.data.reason } : {}),
    })),
  ]
  return items
    .sort((a, b) => b.time - a.time || a.id.localeCompare(b.id))
    .slice(0, NOTIFICATIONS_MAX)
    .map(({ time: _time, ...item }) => item)
}

/**
 * The member looked at the centre: what happened until `until` (at most now) is seen. The mark
 * never moves back (an older page's late call).
 */
export async function markNotificationsSeen(
  db: Db,
  memberId: number,
  until: Date | undefined,
  now = new Date(),
) {
  const mark = until === undefined || until > now ? now : until
  await db
    .update(users)
    .set({
      notificationsSeenAt: sql`greatest(coalesce(${users.notificationsSeenAt}, ${mark}), ${mark})`,
    })
    .where(eq(users.id, memberId))
}

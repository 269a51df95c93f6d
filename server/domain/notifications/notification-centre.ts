// The notification centre (issue 11, contract src/contract/notifications.ts): what happened to
// a member, read from where it is already recorded — likes received, chats with messages from
// the partner, credits that landed (the ledger's positive rows), and account notices (the one
// table of its own). Each source gives its newest NOTIFICATIONS_MAX; the merge keeps the newest
// of all. What came after users.notifications_seen_at is unseen; looking at the centre moves it.
// Members the viewer may not see (deleted, blocked either way) leave it, as they leave likes.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  NOTIFICATIONS_MAX,
  type Notification,
  type NotificationsResponse,
  type NoticeKind,
} from '../../../src/contract/notifications'
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
  const seenAt = member?.seenAt ?? null
  const seen = (at: Date) => seenAt !== null && at <= seenAt
  const iso = (at: Date) => at.toISOString()

  const liked = await selectCardsWith(db, memberId, { at: likes.createdAt })
    .innerJoin(likes, and(eq(likes.likedId, memberId), eq(likes.likerId, profiles.userId)))
    .where(visibleTo(memberId))
    .orderBy(desc(likes.createdAt))
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
    .where(eq(notices.memberId, memberId))
    .orderBy(desc(notices.id))
    .limit(NOTIFICATIONS_MAX)

  const items: Array<Notification & { time: number }> = [
    ...liked.map((row) => ({
      type: 'like' as const,
      id: `like-${row.id}`,
      at: iso(row.at),
      seen: seen(row.at),
      member: toCard(row, now),
      time: row.at.getTime(),
    })),
    ...chats.flatMap((row) => {
      // The subquery's time comes back as text from the drivers' raw SQL.
      const at = row.at === null ? null : new Date(row.at)
      if (at === null) return []
      return [
        {
          type: 'message' as const,
          id: `chat-${row.conversation}`,
          at: iso(at),
          seen: seen(at),
          member: toCard(row, now),
          conversation: row.conversation,
          unread: row.unread,
          time: at.getTime(),
        },
      ]
    }),
    ...credits.map((row) => ({
      type: 'credits' as const,
      id: `credits-${row.id}`,
      at: iso(row.at),
      seen: seen(row.at),
      amount: row.amount,
      reason: row.reason,
      time: row.at.getTime(),
    })),
    ...told.map((row) => ({
      type: 'notice' as const,
      id: `notice-${row.id}`,
      at: iso(row.at),
      seen: seen(row.at),
      notice: row.kind,
      ...(row.data.email === undefined ? {} : { email: row.data.email }),
      time: row.at.getTime(),
    })),
  ]
  const newest = items
    .sort((a, b) => b.time - a.time || a.id.localeCompare(b.id))
    .slice(0, NOTIFICATIONS_MAX)
    .map(({ time: _time, ...item }) => item)
  return { items: newest, unseen: newest.filter((item) => !item.seen).length }
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

// Conversations (spec §3 "Chat list item", §4 Chats, §7 chats.php and chat.php): who may chat
// with whom, the conversation of two members (made on first use), hiding one for one member,
// and the member's list. A pair is stored lower id first (tables/chats.ts).
import { and, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { bigintList } from '../../db/sql-arrays'
import type { ChatsResponse } from '../../../src/contract/chat'
import type { Db } from '../../db/database'
import {
  blocks,
  conversationMembers,
  conversations,
  messages,
  profiles,
  users,
} from '../../db/schema'
import { httpError } from '../api-error'
import { recordEvents, type StoredEvent } from '../events/member-events'
import { selectCardsWith, toCard, visibleTo } from '../members/member-card'

/** The pair's columns, lower id first. */
export function pairOf(one: number, other: number): { memberLow: number; memberHigh: number } {
  return one < other ? { memberLow: one, memberHigh: other } : { memberLow: other, memberHigh: one }
}

/** The conversation row of a pair. */
const isPair = ({ memberLow, memberHigh }: ReturnType<typeof pairOf>): SQL =>
  and(eq(conversations.memberLow, memberLow), eq(conversations.memberHigh, memberHigh)) as SQL

const blockedEitherWay = (viewerId: number, memberId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId}) or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId}))`

/** The member of the card in scope deleted their account or was banned. */
const leftKlik: SQL = sql`exists (select 1 from ${users} u where u.id = ${profiles.userId} and (u.deleted_at is not null or u.banned_at is not null))`

/** Neither the viewer nor the member of the card in scope blocked the other. */
const notBlocked = (viewerId: number): SQL =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profiles.userId}) or (${blocks.blockerId} = ${profiles.userId} and ${blocks.blockedId} = ${viewerId}))`

/**
 * Throws 400 chat.self for the viewer themself, 410 chat.member_left for a member who deleted
 * their account and 410 chat.member_removed for one who was banned (nobody would read it:
 * refused before any debit, with the reason), 404 member.not_found for an unknown or hidden
 * member, 403 chat.blocked when either of the two blocked the other. Answers whether the
 * member is a fictional profile (nobody reads what is written to it: it costs nothing).
 */
export async function assertCanChat(
  db: Db,
  viewerId: number,
  memberId: number,
): Promise<{ fictional: boolean }> {
  if (memberId === viewerId) throw httpError(400, 'chat.self', 'You cannot chat with yourself')
  const [row] = await db
    .select({
      searchable: profiles.searchable,
      blocked: blockedEitherWay(viewerId, memberId),
      fictional: users.fictional,
      deletedAt: users.deletedAt,
      bannedAt: users.bannedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, memberId))
    .limit(1)
  if (row?.deletedAt) throw httpError(410, 'chat.member_left', 'This member deleted their account')
  if (row?.bannedAt) throw httpError(410, 'chat.member_removed', 'This member was removed')
  if (!row?.searchable) throw httpError(404, 'member.not_found', 'No such member')
  if (row.blocked) throw httpError(403, 'chat.blocked', 'You cannot chat with this member')
  return { fictional: row.fictional }
}

/**
 * The conversation of the viewer and `memberId`, made on first use (a race of the two makes
 * one: the pair is unique). Opening it shows it again in the viewer's list if they hid it.
 */
export async function openConversation(
  db: Db,
  viewerId: number,
  memberId: number,
): Promise<number> {
  const pair = pairOf(viewerId, memberId)
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(conversations)
      .values({ ...pair, startedBy: viewerId })
      .onConflictDoNothing()
      .returning({ id: conversations.id })
    const id =
      made?.id ??
      (await tx.select({ id: conversations.id }).from(conversations).where(isPair(pair)))[0]?.id
    if (id === undefined) throw new Error('A conversation was neither made nor found')
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: id, memberId: viewerId },
        { conversationId: id, memberId },
      ])
      .onConflictDoNothing()
    await tx
      .update(conversationMembers)
      .set({ hiddenAt: null })
      .where(
        and(eq(conversationMembers.conversationId, id), eq(conversationMembers.memberId, viewerId)),
      )
    return id
  })
}

export type HideTarget = { conversation: number } | { profile: number }

/**
 * Hides conversations for the viewer only: one of theirs (404 chat.not_found otherwise), or
 * every one with a member (none is fine). Answers how many were hidden, and the event that
 * tells the viewer's other tabs.
 */
export async function hideConversations(
  db: Db,
  viewerId: number,
  target: HideTarget,
  now = new Date(),
): Promise<{ hidden: number; events: StoredEvent[] }> {
  let ids: number[]
  if ('conversation' in target) {
    ids = [target.conversation]
  } else {
    if (target.profile === viewerId) {
      throw httpError(400, 'chat.self', 'You have no conversation with yourself')
    }
    const rows = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(isPair(pairOf(viewerId, target.profile)))
    ids = rows.map((row) => row.id)
    if (ids.length === 0) return { hidden: 0, events: [] }
  }
  return db.transaction(async (tx) => {
    const hidden = await tx
      .update(conversationMembers)
      .set({ hiddenAt: now })
      .where(
        and(
          sql`${conversationMembers.conversationId} = any(${bigintList(ids)})`,
          eq(conversationMembers.memberId, viewerId),
        ),
      )
      .returning({ id: conversationMembers.conversationId })
    if ('conversation' in target && hidden.length === 0) {
      throw httpError(404, 'chat.not_found', 'No such conversation')
    }
    const conversationIds = hidden.map((row) => row.id)
    const events =
      conversationIds.length === 0
        ? []
        : await recordEvents(tx, [
            { memberId: viewerId, type: 'hidden', data: { conversations: conversationIds } },
          ])
    return { hidden: hidden.length, events }
  })
}

/**
 * The viewer's unread messages in the conversation of the conversation_members row in scope:
 * the other member's messages after the viewer's read mark.
 */
export const unreadMessages = (viewerId: number): SQL<number> =>
  sql<number>`(select count(*) from ${messages} m where m.conversation_id = ${conversationMembers.conversationId} and m.sender_id <> ${viewerId} and m.id > ${conversationMembers.lastReadMessageId})::int`

/**
 * The viewer's conversations, newest activity first: each with the other member's card, the
 * viewer's unread count and the newest message. A conversation shows once it has a message,
 * or at once to the member who opened it; a hidden one shows again after a newer message.
 * A conversation with a member who deleted their account or was banned stays, readable and
 * marked `left` (without their photo); one with a blocked member (either way) is left out.
 */
export async function listConversations(
  db: Db,
  viewerId: number,
  now = new Date(),
): Promise<ChatsResponse> {
  const other = or(
    and(eq(conversations.memberLow, viewerId), eq(conversations.memberHigh, profiles.userId)),
    and(eq(conversations.memberHigh, viewerId), eq(conversations.memberLow, profiles.userId)),
  )
  const rows = await selectCardsWith(db, viewerId, {
    conversation: conversations.id,
    messageId: messages.id,
    messageText: messages.body,
    messagePhoto: messages.photoWidth,
    messageAt: messages.createdAt,
    messageSender: messages.senderId,
    unread: unreadMessages(viewerId),
    left: sql<
      'deleted' | 'removed' | null
    >`(select case when u.deleted_at is not null then 'deleted' when u.banned_at is not null then 'removed' end from ${users} u where u.id = ${profiles.userId})`,
  })
    .innerJoin(conversations, other)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.memberId, viewerId),
      ),
    )
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(
      and(
        or(visibleTo(viewerId), and(leftKlik, notBlocked(viewerId))),
        or(isNotNull(conversations.lastMessageId), eq(conversations.startedBy, viewerId)),
        or(
          isNull(conversationMembers.hiddenAt),
          gt(conversations.lastMessageAt, conversationMembers.hiddenAt),
        ),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
  return {
    chats: rows.map((row) => ({
      conversation: row.conversation,
      // Who left keeps their name here (or none, once deleted), not their photo or presence.
      profile: row.left
        ? { ...toCard(row, now), main_image: null, online: false }
        : toCard(row, now),
      ...(row.left ? { left: row.left } : {}),
      num_unread_messages: row.unread,
      last_message:
        row.messageId === null || row.messageText === null || row.messageAt === null
          ? null
          : {
              id: row.messageId,
              text: row.messageText,
              ...(row.messagePhoto === null ? {} : { photo: true as const }),
              created: row.messageAt.toISOString(),
              mine: row.messageSender === viewerId,
            },
    })),
  }
}

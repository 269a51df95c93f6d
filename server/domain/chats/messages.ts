// Messages (issue 10): reading a page of a conversation, a message as the API shows it, and
// whom a conversation is with (sending one: send-message.ts; marking it read: mark-read.ts). A
// member reaches only conversations they are part of (404 chat.not_found otherwise, as if there
// were none).
import { and, desc, eq, getTableColumns, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { MESSAGES_PAGE_SIZE, type Message, type MessagesResponse } from '../../../src/contract/chat'
import type { Db } from '../../db/database'
import {
  conversationMembers,
  conversations,
  creditLedger,
  MESSAGE_RETURN_REASON,
  messages,
  users,
} from '../../db/schema'
import type { MessageRow } from '../../db/tables/chats'
import { httpError } from '../api-error'
import { column, queryRow } from '../../db/raw'
import { assertCanChat } from './conversations'

type Executor = Pick<Db, 'select'>

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversation: row.conversationId,
    sender: row.senderId,
    text: row.body,
    ...messagePhoto(row),
    created: row.createdAt.toISOString(),
    client_id: row.clientId,
  }
}

/** A photo message's `photo` (issue 32 §3): its size, and whether its sender deleted it. */
function messagePhoto(row: MessageRow): Pick<Message, 'photo'> {
  if (row.photoWidth === null || row.photoHeight === null) return {}
  const photo = { width: row.photoWidth, height: row.photoHeight }
  return { photo: row.photoFilename === null ? { ...photo, deleted: true } : photo }
}

/** The other member of a conversation the member is part of; 404 chat.not_found otherwise. */
export async function partnerIn(db: Executor, memberId: number, conversationId: number) {
  const [row] = await db
    .select({ low: conversations.memberLow, high: conversations.memberHigh })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1)
  if (row === undefined || (row.low !== memberId && row.high !== memberId)) {
    throw httpError(404, 'chat.not_found', 'No such conversation')
  }
  return row.low === memberId ? row.high : row.low
}

/**
 * A page of the conversation, newest first: the newest, or before or after a message.
 * Reading the newest page is opening the conversation, which shows it again in the member's
 * list when they had hidden it (as opening it through chat.php does): a hidden chat opened
 * from a link or a notification is a whole conversation, with its member and composer.
 */
export async function pageOfMessages(
  db: Db,
  memberId: number,
  query: { conversation: number; before?: number; after?: number },
): Promise<MessagesResponse> {
  const partnerId = await partnerIn(db, memberId, query.conversation)
  const inConversation = eq(messages.conversationId, query.conversation)
  // The member's own paid messages whose credits came back (credit-returns.ts), in the same
  // read: the partial unique index on the returns finds each at once. (`messages.id` by
  // name: in a one-table select drizzle leaves columns unqualified, which here would be r.id.)
  const columns = {
    ...getTableColumns(messages),
    returned: sql<
      number | null
    >`(select r.delta from ${creditLedger} r where r.message_id = messages.id and r.reason = ${MESSAGE_RETURN_REASON} and r.member_id = ${memberId}::int)`,
  }
  const rows =
    query.after === undefined
      ? await db
          .select(columns)
          .from(messages)
          .where(
            query.before === undefined
              ? inConversation
              : and(inConversation, lt(messages.id, query.before)),
          )
          .orderBy(desc(messages.id))
          .limit(MESSAGES_PAGE_SIZE + 1)
      : (
          await db
            .select(columns)
            .from(messages)
            .where(and(inConversation, gt(messages.id, query.after)))
            .orderBy(messages.id)
            .limit(MESSAGES_PAGE_SIZE + 1)
        ).reverse()
  const more = rows.length > MESSAGES_PAGE_SIZE
  const page =
    query.after === undefined ? rows.slice(0, MESSAGES_PAGE_SIZE) : rows.slice(-MESSAGES_PAGE_SIZE)
  const opening = query.before === undefined && query.after === undefined
  const partner = await queryRow(
    db,
    partnerReadMark(memberId, partnerId, query.conversation, opening),
    z.object({ read: column.number.nullable() }),
  )
  return {
    messages: page.map(({ returned, ...row }) =>
      returned === null ? toMessage(row) : { ...toMessage(row), returned },
    ),
    has_more: more,
    partner_read: partner?.read ?? 0,
  }
}

/**
 * The partner's read mark (0 while either has private read receipts: read-receipts.ts), in one
 * statement with, when `opening`, showing the conversation again in the member's list (a no-op
 * unless they had hidden it).
 */
function partnerReadMark(
  memberId: number,
  partnerId: number,
  conversation: number,
  opening: boolean,
) {
  const view = (member: number) =>
    and(
      eq(conversationMembers.conversationId, conversation),
      eq(conversationMembers.memberId, member),
    )
  const hiddenAt = sql.identifier(conversationMembers.hiddenAt.name)
  const show = opening
    ? sql`with shown as (update ${conversationMembers} set ${hiddenAt} = null where ${view(memberId)} and ${isNotNull(conversationMembers.hiddenAt)}) `
    : sql``
  const unshared = sql`exists (select 1 from ${users} where ${inArray(users.id, [memberId, partnerId])} and ${users.privateReceipts})`
  return sql`${show}select (case when ${unshared} then 0 else ${conversationMembers.lastReadMessageId} end)::float8 as read from ${conversationMembers} where ${view(partnerId)}`
}

/** Whom to tell that the member is writing: their partner (404 not theirs, 403 blocked). */
export async function typingPartner(
  db: Db,
  memberId: number,
  conversationId: number,
): Promise<number> {
  const partnerId = await partnerIn(db, memberId, conversationId)
  await assertCanChat(db, memberId, partnerId)
  return partnerId
}

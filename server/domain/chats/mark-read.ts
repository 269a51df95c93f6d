// Read receipts (issue 10): marking a conversation read up to a message, which both members'
// live streams hear of. A member reaches only conversations they are part of (404
// chat.not_found otherwise, as if there were none).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { conversationMembers, conversations } from '../../db/schema'
import { recordEvents, type StoredEvent } from '../events/member-events'
import { unreadMessages } from './conversations'
import { partnerIn } from './messages'
import { receiptsShared } from './read-receipts'

export interface ReadMark {
  num_unread_messages: number
  /** For the event bus, once committed: none when the mark did not move. */
  events: StoredEvent[]
}

/**
 * Marks the conversation read up to `messageId` — never backwards, and never past its newest
 * message (a mark ahead would swallow messages still to come). The member's other tabs hear of
 * it, and the partner's sent ticks unless either has private read receipts (read-receipts.ts).
 */
export async function markRead(
  db: Db,
  memberId: number,
  conversationId: number,
  messageId: number,
): Promise<ReadMark> {
  const partnerId = await partnerIn(db, memberId, conversationId)
  const shared = await receiptsShared(db, memberId, partnerId)
  const mine = and(
    eq(conversationMembers.conversationId, conversationId),
    eq(conversationMembers.memberId, memberId),
  )
  return db.transaction(async (tx) => {
    const newest = sql`coalesce((select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationId}), 0)`
    const [moved] = await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: sql`least(${messageId}, ${newest})` })
      .where(
        and(mine, sql`${conversationMembers.lastReadMessageId} < least(${messageId}, ${newest})`),
      )
      .returning({ mark: conversationMembers.lastReadMessageId, unread: unreadMessages(memberId) })
    if (moved === undefined) {
      const [row] = await tx
        .select({ unread: unreadMessages(memberId) })
        .from(conversationMembers)
        .where(mine)
      return { num_unread_messages: row?.unread ?? 0, events: [] }
    }
    const data = { conversation: conversationId, member: memberId, message: moved.mark }
    const events = await recordEvents(tx, [
      { memberId, type: 'read', data },
      ...(shared ? [{ memberId: partnerId, type: 'read' as const, data }] : []),
    ])
    return { num_unread_messages: moved.unread, events }
  })
}

// The data export's `conversations`: every conversation the member is in (hidden ones too),
// with all of its messages — the member's own with what they cost, and those the other member
// sent to them. A photo the member sent is in the ZIP's chat-photos/ (named in `photo_file`);
// one they received is marked, its picture left out: it is the other member's.
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { conversationMembers, conversations, messages } from '../../../db/schema'
import type { NameOf } from './other-members'
import { iso, type Reader } from './shared'

type MessageRow = typeof messages.$inferSelect

/** A chat photo the member sent: its media key, and its name in the ZIP. */
export interface ExportChatPhoto {
  mediaPath: string
  file: string
}

/** Where a photo the member sent goes in the ZIP. */
function chatPhotoFile(mediaPath: string): string {
  return `chat-photos/${mediaPath.slice(mediaPath.lastIndexOf('/') + 1)}`
}

/** A message as data.json writes it: what the member paid only for their own. */
function messageData(message: MessageRow, userId: number) {
  const photo = message.photoWidth !== null
  return message.senderId === userId
    ? {
        id: message.id,
        from: 'me' as const,
        text: message.body,
        ...(photo
          ? {
              photo_file:
                message.photoFilename === null ? null : chatPhotoFile(message.photoFilename),
            }
          : {}),
        credits: message.cost,
        at: iso(message.createdAt),
      }
    : {
        id: message.id,
        from: 'them' as const,
        text: message.body,
        ...(photo ? { photo: true } : {}),
        at: iso(message.createdAt),
      }
}

/** data.json's `conversations`, oldest first, each with its messages in order. */
export async function gatherConversations(tx: Reader, userId: number) {
  const talks = await tx
    .select({
      id: conversations.id,
      memberLow: conversations.memberLow,
      memberHigh: conversations.memberHigh,
      startedBy: conversations.startedBy,
      createdAt: conversations.createdAt,
      hiddenAt: conversationMembers.hiddenAt,
    })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.memberId, userId),
      ),
    )
    .where(or(eq(conversations.memberLow, userId), eq(conversations.memberHigh, userId)))
    .orderBy(asc(conversations.id))
  const talkIds = talks.map((talk) => talk.id)
  const said =
    talkIds.length === 0
      ? []
      : await tx
          .select()
          .from(messages)
          .where(inArray(messages.conversationId, talkIds))
          .orderBy(asc(messages.id))
  const otherOf = (talk: (typeof talks)[number]) =>
    talk.memberLow === userId ? talk.memberHigh : talk.memberLow
  return {
    others: talks.map(otherOf),
    photos: said.flatMap((message): ExportChatPhoto[] =>
      message.senderId === userId && message.photoFilename !== null
        ? [{ mediaPath: message.photoFilename, file: chatPhotoFile(message.photoFilename) }]
        : [],
    ),
    data: (other: NameOf) =>
      talks.map((talk) => ({
        id: talk.id,
        with: other(otherOf(talk)),
        started_by_me: talk.startedBy === userId,
        created_at: iso(talk.createdAt),
        hidden_at: iso(talk.hiddenAt ?? null),
        messages: said
          .filter((message) => message.conversationId === talk.id)
          .map((message) => messageData(message, userId)),
      })),
  }
}

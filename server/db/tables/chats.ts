// Chat (issue 10): one conversation per pair of members, each member's own view of it, and
// its messages. A pair is stored with the lower member id first, so "the conversation of A
// and B" is one unique row whoever starts it. A message carries the id its sender's client
// made for it (client_id): the unique (sender, client_id) index, kept forever, is what makes a
// retry — minutes or days later — return the stored message instead of a second one.
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, identityId, memberRef } from './columns'

export const conversations = pgTable(
  'conversations',
  {
    id: identityId(),
    /** The lower of the two member ids. */
    memberLow: memberRef('member_low'),
    memberHigh: memberRef('member_high'),
    /** Who opened it first: it shows in the other member's list once it has a message. */
    startedBy: memberRef('started_by'),
    createdAt: createdAt(),
    /** The newest message (null before the first): the list's order and preview. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.memberLow, table.memberHigh),
    index('conversations_member_high_idx').on(table.memberHigh),
    check('conversations_pair_order', sql`${table.memberLow} < ${table.memberHigh}`),
  ],
)

const conversationRef = () =>
  bigint('conversation_id', { mode: 'number' })
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' })

/** One member's view of a conversation: hidden from their list, and read up to a message. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: conversationRef(),
    memberId: memberRef('member_id'),
    /** Set by DELETE /api/chat.php; a new message in the conversation clears it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Messages up to this id are read (0: none). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Messages up to this id were in a digest mail (domain/mail/digest.ts): never mailed twice. */
    mailedMessageId: bigint('mailed_message_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.memberId] }),
    index('conversation_members_member_idx').on(table.memberId),
  ],
)

export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    conversationId: conversationRef(),
    senderId: memberRef('sender_id'),
    body: text('body').notNull(),
    /** Credits it cost its sender (0 for a free message). */
    cost: integer('cost').notNull().default(0),
    clientId: uuid('client_id').notNull(),
    createdAt: createdAt(),
    /**
     * A photo message (issue 32 §3): its re-encoded picture under /media (body is then ''),
     * and its size so a client can keep its place before it loads.
     */
    photoFilename: text('photo_filename'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
  },
  (table) => [
    uniqueIndex('messages_sender_client_idx').on(table.senderId, table.clientId),
    index('messages_conversation_idx').on(table.conversationId, table.id),
  ],
)

export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof messages.$inferSelect

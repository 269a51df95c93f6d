// Chat (spec §3 "Chat list item", §4 Chats, §7): the conversation list (GET /api/chats.php),
// the conversation with a member (GET /api/chat.php?profile=, made on first use) and hiding
// one (DELETE /api/chat.php). The message calls are designed in issue 10 (see
// docs/decisions.md "Chat").
import { z } from './zod'
import { memberCardSchema, memberIdSchema } from './members'

export const conversationIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** GET /api/chat.php?profile= */
export const chatQuerySchema = z.object({ profile: memberIdSchema })

export const chatResponseSchema = z.object({
  id: z.int().positive().describe('the conversation; the app opens it at /chats/{id}'),
})

/**
 * DELETE /api/chat.php: hides one conversation (`conversation`), or every conversation with a
 * member (`profile`), for the asking member only. A new message brings it back.
 */
export const deleteChatBodySchema = z.union([
  z.strictObject({ conversation: conversationIdSchema }),
  z.strictObject({ profile: memberIdSchema }),
])

export const deleteChatResponseSchema = z.object({
  hidden: z.int().min(0).describe('how many conversations were hidden'),
})

/** The newest message of a conversation, as its list item previews it. */
export const lastMessageSchema = z.object({
  id: z.int().positive(),
  text: z.string(),
  created: z.iso.datetime(),
  mine: z.boolean().describe('the asking member sent it'),
})

/** Spec §3 "Chat list item": conversation (id), profile (id) and num_unread_messages. */
export const chatListItemSchema = z.object({
  conversation: z.int().positive(),
  profile: memberCardSchema,
  num_unread_messages: z.int().min(0),
  last_message: lastMessageSchema.nullable().describe('null before the first message'),
})

export const chatsResponseSchema = z.object({
  chats: z.array(chatListItemSchema).describe('newest activity first'),
})

export type ChatListItem = z.infer<typeof chatListItemSchema>
export type ChatsResponse = z.infer<typeof chatsResponseSchema>

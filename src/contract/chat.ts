// Chat (spec §3 "Chat list item", §4 Chats, §7): the conversation list (GET /api/chats.php),
// the conversation with a member (GET /api/chat.php?profile=, made on first use) and hiding
// one (DELETE /api/chat.php). The message calls are designed in issue 10 (see
// docs/decisions/chat.md "Chat").
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
  photo: z.literal(true).optional().describe('a photo message (issue 32 §3): its text is empty'),
  created: z.iso.datetime(),
  mine: z.boolean().describe('the asking member sent it'),
})

/** Spec §3 "Chat list item": conversation (id), profile (id) and num_unread_messages. */
export const chatListItemSchema = z.object({
  conversation: z.int().positive(),
  profile: memberCardSchema,
  num_unread_messages: z.int().min(0),
  last_message: lastMessageSchema.nullable().describe('null before the first message'),
  left: z
    .enum(['deleted', 'removed'])
    .optional()
    .describe(
      'the other member deleted their account or was removed (banned): the conversation stays readable, closed to new messages',
    ),
})

export const chatsResponseSchema = z.object({
  chats: z.array(chatListItemSchema).describe('newest activity first'),
})

// --- messages (designed in issue 10) --------------------------------------------------------

/** Text only: trimmed, 1–2,000 characters; links are shown as plain text. */
export const MESSAGE_MAX_LENGTH = 2000
export const MESSAGES_PAGE_SIZE = 30

export const messageIdSchema = conversationIdSchema

/**
 * A photo message's picture (issue 32 §3): its size, so a client keeps its place before it
 * loads; the bytes come from GET /api/message_photo.php, to the conversation's two members only.
 */
export const messagePhotoSchema = z.object({
  width: z.int().positive(),
  height: z.int().positive(),
  deleted: z
    .literal(true)
    .optional()
    .describe('its sender deleted their account, and the photo with it'),
})

export const messageSchema = z.object({
  id: z.int().positive(),
  conversation: z.int().positive(),
  sender: z.int().positive().describe('the member who wrote it'),
  text: z.string().describe("'' for a photo message"),
  photo: messagePhotoSchema.optional().describe('a photo message'),
  created: z.iso.datetime(),
  client_id: z.uuid().describe("the id the sender's client made for it"),
  returned: z
    .int()
    .positive()
    .optional()
    .describe(
      'credits given back to the sender: the reader deleted their account or was banned before reading it (sender only)',
    ),
})

/** GET /api/messages.php: a page, newest first, before or after a message (else the newest). */
export const messagesQuerySchema = z
  .object({
    conversation: conversationIdSchema,
    before: messageIdSchema.optional(),
    after: messageIdSchema.optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'before and after cannot both be given',
  })

export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema).describe('newest first'),
  has_more: z.boolean().describe('older (or, with after, newer) messages remain'),
  partner_read: z
    .int()
    .min(0)
    .describe("the other member has read the asking member's messages up to this id"),
})

/** POST /api/messages.php */
export const sendMessageBodySchema = z.strictObject({
  conversation: conversationIdSchema,
  client_id: z.uuid(),
  text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH),
})

export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  cost: z.int().min(0).describe('credits this message cost (0 for a retry of a stored one)'),
  balance: z.int().describe("the sender's credits after it"),
})

// --- photos in chat (issue 32 §3) ----------------------------------------------------------

/** A photo in chat is re-encoded at most this many pixels on its long side. */
export const CHAT_PHOTO_MAX_PX = 1280

/**
 * POST /api/message_photo.php?conversation=&client_id= with one PNG or JPEG file (multipart):
 * sent as a message is, once per client_id, at a message's cost. The key is in the query, so
 * a retry is answered before its body is read.
 */
export const sendPhotoQuerySchema = z.object({
  conversation: conversationIdSchema,
  client_id: z.uuid(),
})

/** GET /api/message_photo.php?message=&view= — `blurred`: the picture blurred past recognition. */
export const messagePhotoQuerySchema = z.object({
  message: messageIdSchema,
  view: z.enum(['full', 'blurred']).default('full'),
})
export type MessagePhotoView = z.infer<typeof messagePhotoQuerySchema>['view']

/** The address of a photo message's picture (or its blurred stand-in). */
export function messagePhotoUrl(message: number, view: MessagePhotoView): string {
  return `/api/message_photo.php?message=${message}&view=${view}`
}

/** PUT /api/chat_photos.php: photos in chats shown at once instead of blurred until tapped. */
export const chatPhotosBodySchema = z.strictObject({ show: z.boolean() })
export const chatPhotosResponseSchema = z.object({ show_chat_photos: z.boolean() })

/**
 * GET /api/icebreakers.php?conversation= (issue 32 §5): up to three openers for an empty
 * conversation, drawn from the other member's profile, in the asking member's language. None
 * for a fictional profile or a member who left.
 */
export const icebreakersQuerySchema = z.object({ conversation: z.coerce.number().int().positive() })
export const icebreakersResponseSchema = z.object({ icebreakers: z.array(z.string()).max(3) })
export type IcebreakersResponse = z.infer<typeof icebreakersResponseSchema>

/**
 * PUT /api/read_receipts.php (issue 32 §5): private read receipts. While on, the member's
 * reading is not shown to the members they write with, and theirs is not shown to the member.
 */
export const readReceiptsBodySchema = z.strictObject({ private: z.boolean() })
export const readReceiptsResponseSchema = z.object({ private_receipts: z.boolean() })

/** POST /api/messages_read.php: everything up to `message` is read. */
export const readMessagesBodySchema = z.strictObject({
  conversation: conversationIdSchema,
  message: messageIdSchema,
})

export const readMessagesResponseSchema = z.object({
  num_unread_messages: z.int().min(0),
})

export type Message = z.infer<typeof messageSchema>
export type MessagePhoto = z.infer<typeof messagePhotoSchema>
export type LastMessage = z.infer<typeof lastMessageSchema>
export type MessagesResponse = z.infer<typeof messagesResponseSchema>
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>

export type ChatListItem = z.infer<typeof chatListItemSchema>
export type ChatsResponse = z.infer<typeof chatsResponseSchema>

// The chat calls (spec §7 chats.php and chat.php; the message calls designed in issue 10).
import { call } from '../../api/call'
import type { KeyedCall } from '../../api/first-answers'
import type {
  ChatsResponse,
  IcebreakersResponse,
  MessagesResponse,
  SendMessageResponse,
} from '../../contract/chat'
import * as routes from '../../contract/routes'

export function fetchChats(signal?: AbortSignal): Promise<ChatsResponse> {
  return call(routes.chats, {}, { signal })
}

/** The member's chat list, as the list's first load and a server loader key it. */
export const chatsCall: KeyedCall<ChatsResponse> = { key: 'chats', fetch: fetchChats }

/** The conversation with a member, made on first use. */
export async function openChat(profile: number): Promise<number> {
  return (await call(routes.chat, { query: { profile } })).id
}

export async function hideChat(target: { conversation: number } | { profile: number }) {
  return (await call(routes.deleteChat, { body: target })).hidden
}

export function fetchMessages(
  query: { conversation: number; before?: number; after?: number },
  signal?: AbortSignal,
): Promise<MessagesResponse> {
  return call(routes.messages, { query }, { signal })
}

export function postMessage(body: {
  conversation: number
  client_id: string
  text: string
}): Promise<SendMessageResponse> {
  return call(routes.sendMessage, { body })
}

/** Sends a photo as a message (issue 32 §3): the picture as the upload's one file. */
export function postPhoto(
  query: { conversation: number; client_id: string },
  picture: Blob,
): Promise<SendMessageResponse> {
  const form = new FormData()
  form.append('photo', picture, picture.type === 'image/png' ? 'photo.png' : 'photo.jpg')
  return call(routes.sendPhoto, { query, body: form })
}

/** Read up to `message`; the mark goes through even when the member leaves the chat at once. */
export async function postRead(conversation: number, message: number): Promise<number> {
  return (await call(routes.readMessages, { body: { conversation, message } }, { keepalive: true }))
    .num_unread_messages
}

/** Openers for an empty conversation, in the member's language (issue 32 §5). */
export function fetchIcebreakers(
  conversation: number,
  signal: AbortSignal,
): Promise<IcebreakersResponse> {
  return call(routes.icebreakers, { query: { conversation } }, { signal })
}

export async function postTyping(conversation: number): Promise<void> {
  await call(routes.typing, { body: { conversation } })
}

/** Blocks a member (the report dialog's offer); answers whether they are now blocked. */
export async function blockMember(profile: number): Promise<boolean> {
  return (await call(routes.block, { body: { profile } })).blocked
}

// Two members in a conversation, and a message sent as the app sends it: what the chat, live
// channel, receipts and push tests start from.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Message, SendMessageResponse } from '../../src/contract/chat'
import type { App } from '../app'
import { setCreditBalance } from '../domain/credits/credit-balance'
import { signUp, type Member } from './accounts'

/** A and B, each with `credits`, and the conversation A opened with B. */
export async function chatPair(
  app: App,
  credits = 100,
): Promise<{ a: Member; b: Member; chat: number }> {
  const [a, b] = [await signUp(app), await signUp(app)]
  await setCreditBalance(app.db, a.user.id, credits, 'test_grant')
  await setCreditBalance(app.db, b.user.id, credits, 'test_grant')
  const response = await a.client.get(`/api/chat.php?profile=${b.user.id}`)
  return { a, b, chat: response.json<{ id: number }>().id }
}

/** Sends `text` from `from` (a new client_id); the stored message. */
export async function sendText(from: Member, conversation: number, text: string): Promise<Message> {
  const response = await from.client.post('/api/messages.php', {
    conversation,
    client_id: randomUUID(),
    text,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SendMessageResponse>().message
}

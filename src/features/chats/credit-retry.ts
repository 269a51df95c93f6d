// After a payment (issue 12): the messages of a conversation that were refused for too few
// credits are sent again by themselves — in their order, and each at most once in this page's
// life, so a payment that still does not cover them leaves them failed with "Buy credits"
// rather than trying again and again. The outbox does the sending (one at a time, in order).
import { db, type CachedMessage } from '../../db'
import { retryMessage } from './outbox'

const INSUFFICIENT = 'chat.insufficient_credits'

/** Which of `messages` to send again: the member's failed-for-credits ones, oldest first. */
export function creditRetries(
  messages: readonly CachedMessage[],
  owner: number,
  conversation: number,
  tried: ReadonlySet<string>,
): string[] {
  return messages
    .filter(
      (message) =>
        message.owner === owner &&
        message.sender === owner &&
        message.conversation === conversation &&
        message.state === 'failed' &&
        message.failure?.code === INSUFFICIENT &&
        !tried.has(message.client_id),
    )
    .sort((a, b) => a.order - b.order)
    .map((message) => message.client_id)
}

const tried = new Set<string>()

/** Sends the conversation's failed-for-credits messages again (once each); their ids. */
export async function retryAfterPayment(owner: number, conversation: number): Promise<string[]> {
  const rows = await db.messages
    .where('[conversation+order]')
    .between([conversation, -Infinity], [conversation, Infinity])
    .toArray()
  const ids = creditRetries(rows, owner, conversation, tried)
  for (const id of ids) {
    tried.add(id)
    await retryMessage(id)
  }
  return ids
}

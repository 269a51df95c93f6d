// The outbox's storage (outbox.ts), beside cache.ts: its rows are messages of the chats' message
// map, and what a row becomes is decided by the caller (sw/outbox-core.ts's transitions),
// inside the transaction; how it is stored is this module's.
import { db, type CachedMessage } from '../../db'
import type { OutboxRow } from '../../../sw/outbox-core'

/** Writes a message the member just wrote (queued). */
export async function putMessage(message: CachedMessage): Promise<void> {
  await db.messages.put(message)
}

/** The owner's messages that are not sent yet (queued or failed): what the outbox sends. */
export async function outboxMessages(owner: number): Promise<CachedMessage[]> {
  return db.messages
    .where('[owner+state]')
    .anyOf([
      [owner, 'queued'],
      [owner, 'failed'],
    ])
    .toArray()
}

/**
 * Writes `change`'s answer for the message as it is now, in one transaction; false when
 * there was nothing to do (no such message, or `change` answered null).
 */
export async function updateMessage(
  clientId: string,
  change: (current: OutboxRow) => OutboxRow | null,
): Promise<boolean> {
  return db.transaction('rw', db.messages, async () => {
    const current = await db.messages.get(clientId)
    const next = current && change(current)
    if (next) await db.messages.put(next)
    return Boolean(next)
  })
}

/** Deletes the message when `allowed` says so of it as it is now, in one transaction. */
export async function deleteMessageIf(
  clientId: string,
  allowed: (current: OutboxRow | undefined) => boolean,
): Promise<void> {
  await db.transaction('rw', db.messages, async () => {
    if (allowed(await db.messages.get(clientId))) await db.messages.delete(clientId)
  })
}

/**
 * Writes `change`'s rows for the owner's failed messages, read and written in one
 * transaction; answers how many it wrote.
 */
export async function updateFailedMessages(
  owner: number,
  change: (failed: OutboxRow[]) => OutboxRow[],
): Promise<number> {
  return db.transaction('rw', db.messages, async () => {
    const failed = await db.messages.where('[owner+state]').equals([owner, 'failed']).toArray()
    const rows = change(failed)
    await db.messages.bulkPut(rows)
    return rows.length
  })
}

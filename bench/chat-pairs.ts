// The chat benches' pairs (chat.ts, scale.ts): demo members made real members, each with a
// session and a million credits, two by two in a conversation.
import { inArray } from 'drizzle-orm'
import type { Database } from '../server/db/database'
import { users } from '../server/db/schema'
import { createSessionRow } from '../server/domain/accounts/sessions'
import { openConversation } from '../server/domain/chats/conversations'
import { setCreditBalance } from '../server/domain/credits/credit-balance'
import type { Member } from './demo-members'

export interface Pair {
  conversation: number
  a: Member
  b: Member
}

/**
 * Makes `ids` (searchable demo members) real members with a session and a million credits,
 * and pairs member i with member i + n/2 in a conversation.
 */
export async function pairUp(database: Database, ids: readonly number[]): Promise<Pair[]> {
  // Real members pay per message (a message to a fictional one is free): the bench measures
  // the paid send, debit and all.
  await database.db
    .update(users)
    .set({ fictional: false })
    .where(inArray(users.id, [...ids]))
  const members: Member[] = []
  for (const id of ids) {
    const session = await createSessionRow(database.db, { userId: id })
    await setCreditBalance(database.db, id, 1_000_000, 'bench')
    members.push({ id, cookie: session.token })
  }
  const half = Math.floor(ids.length / 2)
  const pairs: Pair[] = []
  for (let i = 0; i < half; i++) {
    const a = members[i] as Member
    const b = members[i + half] as Member
    pairs.push({ conversation: await openConversation(database.db, a.id, b.id), a, b })
  }
  return pairs
}

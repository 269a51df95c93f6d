// Private read receipts (issue 32 §5, PUT /api/read_receipts.php): a member who switches them on
// sends none (their reading moves only their own unread counts) and, as with Matrix's private
// receipts, is shown none: receipts go between two members only while both share them.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'

export async function setPrivateReceipts(db: Db, memberId: number, value: boolean) {
  await db.update(users).set({ privateReceipts: value }).where(eq(users.id, memberId))
  return { private_receipts: value }
}

/** Whether the two members' reading is shown to each other: neither has private receipts. */
export async function receiptsShared(db: Db, memberId: number, partnerId: number) {
  const [either] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [memberId, partnerId]), eq(users.privateReceipts, true)))
    .limit(1)
  return either === undefined
}

// The offer made before deleting an account (spec: delete_discount): the site's discount for
// staying, and whether the member already took it. Taking it twice keeps the first date.
import { and, eq, isNull } from 'drizzle-orm'
import type { DeleteOffer } from '../../../src/contract/session'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'

export async function deleteOffer(db: Db, userId: number, discount: number): Promise<DeleteOffer> {
  const [row] = await db
    .select({ acceptedAt: users.retentionDiscountAcceptedAt })
    .from(users)
    .where(eq(users.id, userId))
  return { discount, accepted: row?.acceptedAt != null }
}

export async function acceptDeleteOffer(
  db: Db,
  userId: number,
  discount: number,
): Promise<DeleteOffer> {
  await db
    .update(users)
    .set({ retentionDiscountAcceptedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.retentionDiscountAcceptedAt)))
  return deleteOffer(db, userId, discount)
}

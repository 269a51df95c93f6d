// The offer made before deleting an account (spec: delete_discount): the site's discount for
// staying, and whether the member already took it. Taking it makes a personal discount code
// (domain/payments/discounts.ts: source "retention") that the checkout accepts; taking it
// twice keeps the first date and the same code.
import { and, eq, isNull } from 'drizzle-orm'
import type { DeleteOffer } from '../../../src/contract/session'
import type { Db } from '../../db/database'
import { memberDiscounts, users } from '../../db/schema'
import { retentionDiscount } from '../payments/discounts'
import type { Site } from '../sites/site-schema'

export async function deleteOffer(db: Db, userId: number, site: Site): Promise<DeleteOffer> {
  const [row] = await db
    .select({ acceptedAt: users.retentionDiscountAcceptedAt })
    .from(users)
    .where(eq(users.id, userId))
  const [code] = await db
    .select({ code: memberDiscounts.code, expiresAt: memberDiscounts.expiresAt })
    .from(memberDiscounts)
    .where(and(eq(memberDiscounts.memberId, userId), eq(memberDiscounts.source, 'retention')))
  return {
    discount: site.delete_discount,
    accepted: row?.acceptedAt != null,
    code: code?.code ?? null,
    expires: code?.expiresAt?.toISOString() ?? null,
  }
}

export async function acceptDeleteOffer(db: Db, userId: number, site: Site): Promise<DeleteOffer> {
  await db
    .update(users)
    .set({ retentionDiscountAcceptedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.retentionDiscountAcceptedAt)))
  if (site.delete_discount > 0) await retentionDiscount(db, site, userId)
  return deleteOffer(db, userId, site)
}

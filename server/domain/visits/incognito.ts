// PUT /api/incognito.php (contract/visitors.ts): a premium member browses without leaving
// visits. Turning it on needs premium (403 premium.required); it stays set when premium ends
// but works only while premium runs (record-visit.ts), and the answer says whether it does.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { httpError } from '../api-error'
import { isPremium } from '../members/photo-access'

export async function setIncognito(db: Db, memberId: number, incognito: boolean, now = new Date()) {
  const [me] = await db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, memberId))
  const premium = isPremium(me?.premiumUntil ?? null, now)
  if (incognito && !premium) {
    throw httpError(403, 'premium.required', 'Incognito browsing comes with premium')
  }
  await db.update(users).set({ incognito }).where(eq(users.id, memberId))
  return { incognito, effective: incognito && premium }
}

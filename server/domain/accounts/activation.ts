// Activation (spec §5 step 6): the mailed link proves the address; until then signup polls
// whether the activation mail left.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { mails } from '../../db/schema'
import { findLiveAccount, markActivated } from './account-lookup'
import { useToken } from './one-time-tokens'

/** Whether the member's latest activation mail was delivered (false before it is sent). */
export async function activationMailDelivered(db: Db, userId: number): Promise<boolean> {
  const [mail] = await db
    .select({ delivered: mails.delivered })
    .from(mails)
    .where(and(eq(mails.userId, userId), eq(mails.kind, 'activate')))
    .orderBy(desc(mails.id))
    .limit(1)
  return mail?.delivered ?? false
}

/**
 * Uses an activation link's token and activates its live account: the member's id, or null
 * for a bad, used or expired link or a deleted account.
 */
export async function useActivationLink(db: Db, token: string): Promise<number | null> {
  const used = await useToken(db, 'activate', token)
  const account = used === null ? null : await findLiveAccount(db, used.userId)
  if (account === null) return null
  await markActivated(db, account.id)
  return account.id
}

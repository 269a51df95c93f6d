// Moving an account to another address: the new address confirms with a mailed link (24 h);
// the old address gets a "this was not me" link (7 days) that puts the old address back,
// cancels a pending change and ends every session, since whoever asked knew the password.
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { isUniqueViolation } from '../../db/errors'
import { users } from '../../db/schema'
import { httpError } from '../api-error'
import { findLiveAccountByEmail, markActivated, type WelcomeCredits } from './account-lookup'
import { emailKey, normalizeEmail } from './email-address'
import { addNotice } from '../notifications/notification-centre'
import { issueToken, useToken, voidTokens } from './one-time-tokens'
import { deleteSessionsOf } from './sessions'

const taken = () =>
  httpError(409, 'mail_change.email_taken', 'This email address is already in use')

export interface MailChangeTokens {
  newEmail: string
  confirmToken: string
  undoToken: string
}

export async function requestMailChange(
  db: Db,
  userId: number,
  currentEmail: string,
  requested: string,
): Promise<MailChangeTokens> {
  const newEmail = normalizeEmail(requested)
  if (emailKey(newEmail) === emailKey(currentEmail)) throw taken()
  if ((await findLiveAccountByEmail(db, newEmail)) !== null) throw taken()
  return db.transaction(async (tx) => {
    await voidTokens(tx, userId, 'mail_change')
    // A member correcting the address before activating: the link mailed to the old one
    // stops working at once (it logs in whoever opens it).
    await voidTokens(tx, userId, 'activate')
    const confirmToken = await issueToken(tx, userId, 'mail_change', { email: newEmail })
    const undoToken = await issueToken(tx, userId, 'mail_change_undo', { email: currentEmail })
    return { newEmail, confirmToken, undoToken }
  })
}

/** Switches the address; null when the token is bad, used or expired. */
export async function confirmMailChange(
  db: Db,
  token: string,
  welcomeCredits: WelcomeCredits,
): Promise<{ email: string; userId: number } | null> {
  try {
    return await db.transaction(async (tx) => {
      const used = await useToken(tx, 'mail_change', token)
      const email = used?.payload.email
      if (used === null || email === undefined) return null
      const [row] = await tx
        .update(users)
        .set({ email })
        .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
        .returning({ email: users.email })
      if (row === undefined) return null
      await markActivated(tx, used.userId, welcomeCredits)
      await addNotice(tx, used.userId, 'email_changed', { email: row.email })
      return { email: row.email, userId: used.userId }
    })
  } catch (error) {
    // Someone signed up with the address since the link was sent; the link stays usable.
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
}

/** Undoes a change from the old address's link; the member's id, or null for a bad link. */
export async function undoMailChange(db: Db, token: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const used = await useToken(tx, 'mail_change_undo', token)
    const email = used?.payload.email
    if (used === null || email === undefined) return null
    await voidTokens(tx, used.userId, 'mail_change')
    try {
      // A savepoint: if a new account took the old address meanwhile, keep the rest.
      await tx.transaction(async (inner) => {
        await inner
          .update(users)
          .set({ email })
          .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    await addNotice(tx, used.userId, 'email_restored')
    await deleteSessionsOf(tx, used.userId)
    return used.userId
  })
}

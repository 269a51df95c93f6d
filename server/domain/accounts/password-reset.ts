// Password reset: a mailed single-use link (1 hour) opens a session that may set a new
// password without the old one for 15 minutes; setting it ends every other session.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { httpError } from '../api-error'
import { findLiveAccount, markActivated, type WelcomeCredits } from './account-lookup'
import { issueToken, useToken, voidTokens } from './one-time-tokens'
import { addNotice } from '../notifications/notification-centre'
import { assertStrongPassword } from './password-strength'
import { hashPassword } from './passwords'
import { closeResetWindow, deleteSessionsOf } from './sessions'

/** A new reset token for the member; earlier unused ones stop working. */
export async function issuePasswordReset(db: Db, userId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await voidTokens(tx, userId, 'password_reset')
    return issueToken(tx, userId, 'password_reset')
  })
}

/** Uses a reset link's token: the member's id, or null for a bad, used or expired link. */
export async function usePasswordReset(db: Db, token: string): Promise<number | null> {
  return (await useToken(db, 'password_reset', token))?.userId ?? null
}

/**
 * Uses a reset link: its live account's id (the link proves the address as well as an
 * activation link would, so the account counts as activated), or null for a bad link.
 */
export async function usePasswordResetLink(
  db: Db,
  token: string,
  welcomeCredits: WelcomeCredits,
): Promise<number | null> {
  const userId = await usePasswordReset(db, token)
  const account = userId === null ? null : await findLiveAccount(db, userId)
  if (account === null) return null
  await markActivated(db, account.id, welcomeCredits)
  return account.id
}

/** A session a reset link opened: it may set a new password until canResetPasswordUntil. */
export interface ResetSession {
  id: number
  sessionId: number
  canResetPasswordUntil: Date | null
}

/** Sets the new password in a reset link's session; 403 in any other or an expired one. */
export async function setNewPasswordInResetSession(
  db: Db,
  session: ResetSession,
  password: string,
  siteName: string,
  now = Date.now(),
): Promise<void> {
  const until = session.canResetPasswordUntil
  if (until === null || until.getTime() <= now) {
    throw httpError(403, 'password_reset.session_required', 'Open the reset link again')
  }
  await setNewPassword(db, session.id, session.sessionId, password, siteName)
}

/**
 * Sets a member's new password, which must follow the rule (422 password.too_short or
 * password.too_weak, the member's address and name counting as easy guesses); every other
 * session ends.
 */
export async function setNewPassword(
  db: Db,
  userId: number,
  sessionId: number,
  password: string,
  siteName: string,
): Promise<void> {
  const account = await findLiveAccount(db, userId)
  await assertStrongPassword(password, {
    email: account?.email,
    name: account?.name,
    site: siteName,
  })
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await addNotice(tx, userId, 'password_changed')
    await deleteSessionsOf(tx, userId, sessionId)
    await closeResetWindow(tx, sessionId)
  })
}

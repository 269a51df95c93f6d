// Password reset: a mailed single-use link (1 hour) opens a session that may set a new
// password without the old one for 15 minutes; setting it ends every other session.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { issueToken, useToken, voidTokens } from './one-time-tokens'
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

export async function setNewPassword(
  db: Db,
  userId: number,
  sessionId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await deleteSessionsOf(tx, userId, sessionId)
    await closeResetWindow(tx, sessionId)
  })
}

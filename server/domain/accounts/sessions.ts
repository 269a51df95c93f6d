// Session rows: create, find by cookie token, slide, end. A session lives 30 days after its
// last use; last_used_at is written at most every 10 minutes so reading the user does not
// cost a write per request.
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { profiles, sessions } from '../../db/schema'
import { newToken, sha256Hex } from './tokens'

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000
/** How long a password-reset link's session may set a new password. */
export const RESET_WINDOW_MS = 15 * 60 * 1000

export interface NewSession {
  userId: number
  userAgent?: string | undefined
  ip?: string | undefined
  canResetPasswordUntil?: Date | null
}

export interface FoundSession {
  id: number
  userId: number
  lastUsedAt: Date
  canResetPasswordUntil: Date | null
}

/** Stores a new session; answers its id and cookie token (the only time it exists in clear). */
export async function createSessionRow(
  db: Db,
  session: NewSession,
  now = new Date(),
): Promise<{ id: number; token: string }> {
  const token = newToken()
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      userAgent: session.userAgent?.slice(0, 500) ?? null,
      ip: session.ip ?? null,
      canResetPasswordUntil: session.canResetPasswordUntil ?? null,
    })
    .returning({ id: sessions.id })
  if (row === undefined) throw new Error('session insert returned no row')
  return { id: row.id, token }
}

/** The live session of `token`; an expired one is deleted and answers null. */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<FoundSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      canResetPasswordUntil: sessions.canResetPasswordUntil,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)))
  if (row === undefined) return null
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, row.id))
    return null
  }
  return {
    id: row.id,
    userId: row.userId,
    lastUsedAt: row.lastUsedAt,
    canResetPasswordUntil: row.canResetPasswordUntil,
  }
}

export function needsTouch(session: FoundSession, now = new Date()): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS
}

/** Slides the expiry and marks the member active. */
export async function touchSession(db: Db, session: FoundSession, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .where(eq(sessions.id, session.id))
  await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, session.userId))
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function deleteSessionsOf(
  db: Db,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    )
}

export async function closeResetWindow(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ canResetPasswordUntil: null }).where(eq(sessions.id, sessionId))
}

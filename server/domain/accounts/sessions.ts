// Session rows: create, find by cookie token, slide, end. A session lives 30 days after its
// last use; last_used_at is written at most every 10 minutes so reading the user does not
// cost a write per request. Found sessions are kept a while in a SessionCache, which every
// function here that ends or narrows sessions empties.
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import { bigintList } from '../../db/sql-arrays'
import type { Db } from '../../db/database'
import { profiles, sessions } from '../../db/schema'
import { SessionCache } from './session-cache'
import { newToken, sha256Hex } from './tokens'

// One per process, like the sessions' consumers: every change below reaches it.
const cache = new SessionCache()

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
  tokenHash: string
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

/**
 * The live session of `token`; an expired one is deleted and answers null. One found at most
 * `cachedMs` ago may be answered from the cache (0: always read).
 */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
  cachedMs = 0,
): Promise<FoundSession | null> {
  const tokenHash = sha256Hex(token)
  const nowMs = now.getTime()
  if (cachedMs > 0) {
    const cached = cache.get(tokenHash, nowMs, cachedMs)
    if (cached !== null) return cached
  }
  const version = cache.version
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      canResetPasswordUntil: sessions.canResetPasswordUntil,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
  if (row === undefined) return null
  if (row.expiresAt.getTime() <= nowMs) {
    await db.delete(sessions).where(eq(sessions.id, row.id))
    return null
  }
  const found: FoundSession = {
    id: row.id,
    tokenHash,
    userId: row.userId,
    lastUsedAt: row.lastUsedAt,
    canResetPasswordUntil: row.canResetPasswordUntil,
  }
  if (cachedMs > 0) cache.store(tokenHash, found, row.expiresAt, version, Date.now())
  return found
}

export function needsTouch(session: FoundSession, now = new Date()): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS
}

/** Slides the expiry and marks the member active. */
export async function touchSession(db: Db, session: FoundSession, now = new Date()): Promise<void> {
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, session.id))
  cache.slid(session.tokenHash, now, expiresAt)
  await db.update(profiles).set({ lastActiveAt: now }).where(eq(profiles.userId, session.userId))
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  cache.forget()
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function deleteSessionsOf(
  db: Db,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  cache.forget()
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    )
}

export async function closeResetWindow(db: Db, sessionId: number): Promise<void> {
  cache.forget()
  await db.update(sessions).set({ canResetPasswordUntil: null }).where(eq(sessions.id, sessionId))
}

/** Which of these sessions are still live (not ended, not expired): one query for many. */
export async function liveSessionIds(
  db: Db,
  ids: readonly number[],
  now = new Date(),
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${bigintList(ids)})`, gt(sessions.expiresAt, now)))
  return new Set(rows.map((row) => row.id))
}

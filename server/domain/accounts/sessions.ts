// Session rows: create, find by cookie token, slide, end. A session lives 30 days after its
// last use; last_used_at is written at most every 10 minutes so reading the user does not
// cost a write per request. Found sessions are kept a while in a SessionCache, which every
// function here that ends or narrows sessions empties. Those functions also tell the other
// server processes (several on one PostgreSQL), with a NOTIFY in the same statement: it goes
// out when the caller's transaction commits, so the other caches drop the member's sessions
// the moment the change is visible, and never for a change rolled back.
import { and, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { BanGround } from '../../../src/contract/admin'
import { bigintList } from '../../db/sql-arrays'
import type { Db } from '../../db/database'
import { column, queryRow, queryRows } from '../../db/raw'
import { profiles, sessions, users } from '../../db/schema'
import { sessionsEndedNotify } from '../events/pg-event-bus'
import { SessionCache, type FoundSession } from './session-cache'
import { newToken, sha256Hex } from './tokens'

// One per process, not one per app: the functions below end sessions inside the callers'
// transactions, deep in the domain, where no app is at hand, and every change they make must
// reach it. Several apps in one process (tests) share it; each forgets more than its own then,
// which costs a lookup, never a wrong answer (token hashes do not repeat across databases).
const cache = new SessionCache()

/**
 * Another process ended or narrowed sessions (the event bus's notice, once committed): of
 * `memberId`, or of anyone (null: notices may have been missed).
 */
export function forgetCachedSessions(memberId: number | null): void {
  if (memberId === null) cache.forget()
  else cache.forgetMember(memberId)
}

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

/**
 * Stores a new session; answers its id and cookie token (the only time it exists in clear).
 * For a banned account the session is born ended (`banned`): the browser keeps its cookie for
 * a week only to be told why (GET /api/ban.php), and no call accepts it as a login.
 */
export async function createSessionRow(
  db: Db,
  session: NewSession,
  now = new Date(),
): Promise<{ id: number; token: string; banned: boolean }> {
  const token = newToken()
  // The account's row is read FOR SHARE, so a ban being written (banMember locks it) is waited
  // for and seen: no live session slips past it.
  const live = sql`u.banned_at is null`
  const row = await queryRow(
    db,
    sql`insert into ${sessions} (user_id, token_hash, created_at, last_used_at,
        expires_at, user_agent, ip, can_reset_password_until, banned_at)
      select u.id, ${sha256Hex(token)}, ${now}::timestamptz, ${now}::timestamptz,
        case when ${live} then ${new Date(now.getTime() + SESSION_LIFETIME_MS)}::timestamptz
          else ${new Date(now.getTime() + BANNED_KEPT_MS)}::timestamptz end,
        ${session.userAgent?.slice(0, 500) ?? null}, ${session.ip ?? null},
        case when ${live} then ${session.canResetPasswordUntil ?? null}::timestamptz end,
        case when not ${live} then ${now}::timestamptz end
      from ${users} u where u.id = ${session.userId}::bigint
      for share of u
      returning id, banned_at is not null as banned`,
    z.object({ id: column.number, banned: z.boolean() }),
  )
  if (row === undefined) throw new Error(`no account ${session.userId} to start a session for`)
  return { id: row.id, token, banned: row.banned }
}

/**
 * Why the account of the banned session `token` was banned: null for a live session, an
 * unknown or expired one, or a ban since lifted.
 */
export async function banOfSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ userId: number; ground: BanGround; bannedAt: Date } | null> {
  const [row] = await db
    .select({ userId: users.id, ground: users.banGround, bannedAt: users.bannedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        isNotNull(sessions.bannedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  if (row?.bannedAt == null) return null
  // A ban from before grounds existed (none in production): the general one.
  return { userId: row.userId, ground: row.ground ?? 'terms', bannedAt: row.bannedAt }
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
): Promise<FoundSession | 'banned' | null> {
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
      bannedAt: sessions.bannedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
  if (row === undefined) return null
  if (row.expiresAt.getTime() <= nowMs) {
    await db.delete(sessions).where(eq(sessions.id, row.id))
    return null
  }
  // Banned: the answer clears the browser's cookies. The row stays until it expires, so a
  // lookup the browser never sees the answer of (the page's boot answers, made by inject)
  // does not use up the one chance to tell it.
  if (row.bannedAt !== null) return 'banned'
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
  await endSessions(db, sql`delete from ${sessions} where id = ${sessionId}`)
}

export async function deleteSessionsOf(
  db: Db,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  cache.forget()
  const keep = keepSessionId === undefined ? sql`` : sql` and id <> ${keepSessionId}`
  await endSessions(db, sql`delete from ${sessions} where user_id = ${userId}${keep}`)
}

/**
 * Ends every session of a member who is banned, keeping each row (for at most a week) marked,
 * so a browser that shows it is told why (findSession answers 'banned'). Answers how
 * many sessions ended.
 */
export async function banSessionsOf(db: Db, userId: number, now = new Date()): Promise<number> {
  cache.forget()
  const kept = new Date(now.getTime() + BANNED_KEPT_MS)
  return endSessions(
    db,
    sql`update ${sessions} set banned_at = ${now}::timestamptz,
        expires_at = least(expires_at, ${kept}::timestamptz)
      where user_id = ${userId} and banned_at is null and expires_at > ${now}::timestamptz`,
  )
}

/** How long a banned session's row waits to tell its browser. */
const BANNED_KEPT_MS = 7 * 24 * 60 * 60 * 1000

export async function closeResetWindow(db: Db, sessionId: number): Promise<void> {
  cache.forget()
  await endSessions(
    db,
    sql`update ${sessions} set can_reset_password_until = null
      where id = ${sessionId} and can_reset_password_until is not null`,
  )
}

/**
 * Runs `change`, an UPDATE or DELETE of sessions, and tells every process of each member whose
 * sessions it ended or narrowed (pg-event-bus.ts); answers how many rows it changed. One
 * statement: the NOTIFY costs no round trip, and on the embedded database nobody listens.
 */
async function endSessions(db: Db, change: SQL): Promise<number> {
  const rows = await queryRows(
    db,
    sql`with ended as (${change} returning user_id)
      select count(*) as ended, ${sessionsEndedNotify(sql`user_id`)} as told
      from ended group by user_id`,
    z.object({ ended: column.number }),
  )
  return rows.reduce((sum, row) => sum + row.ended, 0)
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
    .where(
      and(
        sql`${sessions.id} = any(${bigintList(ids)})`,
        gt(sessions.expiresAt, now),
        isNull(sessions.bannedAt),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

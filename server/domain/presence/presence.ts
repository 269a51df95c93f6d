// Whether a member is looking at Klik right now, so nothing is pushed to them (issue 11): a
// session is present while one of its live channels is open and its page not hidden.
// - A channel opening marks its session present for PRESENCE_MS (the client opens one only
//   while the page is shown; it opens it again when the page is shown after being hidden).
// - Every minute each process extends the sessions behind its open channels — unless the
//   page-hidden beacon cleared them meanwhile: that beacon may reach another process, so the
//   clearing is in the database, and an extension never brings a cleared session back.
// - A process that dies stops extending: its sessions are absent within PRESENCE_MS.
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { sessions } from '../../db/schema'
import { bigintList } from '../../db/sql-arrays'

export const PRESENCE_MS = 120_000

const until = (now: Date) => new Date(now.getTime() + PRESENCE_MS)

/** A live channel of this session opened: its page is shown. */
export async function markPresent(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ presentUntil: until(now) })
    .where(eq(sessions.id, sessionId))
}

/** The page-hidden beacon: this browser no longer shows Klik. */
export async function markAbsent(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ presentUntil: null }).where(eq(sessions.id, sessionId))
}

/** The sweep: sessions with an open channel that are still present stay so. */
export async function extendPresence(
  db: Db,
  sessionIds: readonly number[],
  now = new Date(),
): Promise<void> {
  if (sessionIds.length === 0) return
  await db
    .update(sessions)
    .set({ presentUntil: until(now) })
    .where(
      and(
        sql`${sessions.id} = any(${bigintList(sessionIds)})`,
        isNotNull(sessions.presentUntil),
        gt(sessions.expiresAt, now),
      ),
    )
}

/** SQL: member `memberId` (an expression) shows Klik in some browser now. */
export const isPresent = (memberId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${sessions} s where s.user_id = ${memberId} and s.present_until > now())`

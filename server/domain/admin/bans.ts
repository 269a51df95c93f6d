// Banning a member (issue 13): in one transaction the account is marked banned with the ground
// the member is shown (and the operator's reason), every session of theirs ends (marked, so the browser showing one next is
// sent to /pages/ban: accounts/sessions.ts), the case that led to it is closed, and the audit
// log holds it. Login and every other way to a session (a reset or activation link) are
// refused while the ban lasts (createSessionRow). With several server processes on one
// PostgreSQL, every process drops the sessions from its cache when the ban commits (sessions.ts).
// The credits of paid messages the member never read go back to their senders (once, in the
// ban's transaction: chats/credit-returns.ts). Unbanning lifts the mark; the member logs in again.
import { and, eq, isNull } from 'drizzle-orm'
import type { BanGround } from '../../../src/contract/admin'
import type { Db } from '../../db/database'
import { cases, users } from '../../db/schema'
import { httpError } from '../api-error'
import { insertJob } from '../../jobs/job-worker'
import { banSessionsOf } from '../accounts/sessions'
import { returnUnreadCredits } from '../chats/credit-returns'
import type { StoredEvent } from '../events/member-events'
import { audit } from './audit'

const noMember = () => httpError(404, 'member.not_found', 'No such member')

export interface Ban {
  ground: BanGround
  /** The operator's words: audit log and operator screens only. */
  reason: string
  /** The case that led to it, closed as resolved. */
  caseId?: number | undefined
}

export async function banMember(
  db: Db,
  operatorId: number,
  memberId: number,
  { ground, reason, caseId }: Ban,
): Promise<{ banned: true; sessions_ended: number; events: StoredEvent[] }> {
  if (memberId === operatorId) throw httpError(400, 'bad_request', 'You cannot ban yourself')
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: users.role, bannedAt: users.bannedAt })
      .from(users)
      .where(and(eq(users.id, memberId), isNull(users.deletedAt)))
      .for('update')
    if (member === undefined) throw noMember()
    if (member.role === 'operator') {
      throw httpError(400, 'bad_request', 'Revoke the operator role first (npm run admin)')
    }
    const now = new Date()
    await tx
      .update(users)
      .set({ bannedAt: member.bannedAt ?? now, banGround: ground, banReason: reason })
      .where(eq(users.id, memberId))
    const ended = await banSessionsOf(tx, memberId, now)
    // The statement of reasons by mail, once per ban (ban-mail.ts).
    await tx.execute(insertJob('mail.ban', null, { user: memberId }, now))
    if (caseId !== undefined)
      await closeCaseIn(tx, operatorId, caseId, 'resolved', `Banned: ${reason}`)
    await audit(tx, {
      operatorId,
      action: 'ban',
      targetUserId: memberId,
      caseId: caseId ?? null,
      detail: { ground, reason, sessions_ended: ended },
    })
    // Nobody will read what was paid for and is unread: the senders get those credits back.
    const events = member.bannedAt === null ? await returnUnreadCredits(tx, memberId) : []
    return { banned: true as const, sessions_ended: ended, events }
  })
}

export async function unbanMember(
  db: Db,
  operatorId: number,
  memberId: number,
  reason: string,
): Promise<{ banned: false; sessions_ended: 0 }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ bannedAt: null, banGround: null, banReason: null })
      .where(and(eq(users.id, memberId), isNull(users.deletedAt)))
      .returning({ id: users.id })
    if (member === undefined) throw noMember()
    await audit(tx, { operatorId, action: 'unban', targetUserId: memberId, detail: { reason } })
    return { banned: false as const, sessions_ended: 0 as const }
  })
}

/** Closes or reopens a case inside the caller's transaction, with its audit entry. */
export async function closeCaseIn(
  tx: Db,
  operatorId: number,
  caseId: number,
  status: 'open' | 'resolved' | 'dismissed',
  note?: string,
): Promise<void> {
  const [kind] = await tx.select({ kind: cases.kind }).from(cases).where(eq(cases.id, caseId))
  if (kind?.kind === 'verification') {
    // Its selfie waits for a decision, which closes it (POST /api/admin/verification.php).
    throw httpError(409, 'verification.pending', 'Approve or decline the selfie instead')
  }
  const [row] = await tx
    .update(cases)
    .set(
      status === 'open'
        ? { status, closedAt: null, closedBy: null, ...(note === undefined ? {} : { note }) }
        : {
            status,
            closedAt: new Date(),
            closedBy: operatorId,
            ...(note === undefined ? {} : { note }),
          },
    )
    .where(eq(cases.id, caseId))
    .returning({ id: cases.id, targetUserId: cases.targetUserId })
  if (row === undefined) throw httpError(404, 'not_found', 'No such case')
  await audit(tx, {
    operatorId,
    action: status === 'open' ? 'reopen_case' : 'close_case',
    caseId,
    targetUserId: row.targetUserId,
    detail: { status, ...(note === undefined ? {} : { note }) },
  })
}

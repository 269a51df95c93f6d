// Who may use the operator area: an account with role 'operator', read from the database on
// every /api/admin call (they are few, and a revoked role must end at once), never cached.
// The role is granted and revoked only by the command line (cli/admin.ts).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { httpError } from '../api-error'
import { audit } from './audit'

export async function assertOperator(db: Db, userId: number | null): Promise<number> {
  if (userId !== null) {
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.bannedAt)))
    if (row?.role === 'operator') return userId
  }
  throw httpError(403, 'admin.forbidden', 'Only operators may use this')
}

/** Grants or revokes the role of the live account with `email`; answers false for none. */
export async function setOperator(db: Db, email: string, operator: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ role: operator ? 'operator' : 'member' })
      .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)))
      .returning({ id: users.id })
    if (row === undefined) return false
    await audit(tx, {
      operatorId: null,
      action: operator ? 'grant_operator' : 'revoke_operator',
      targetUserId: row.id,
      detail: { by: 'command line' },
    })
    return true
  })
}

export async function listOperators(db: Db): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'operator'), isNull(users.deletedAt)))
    .orderBy(users.id)
}

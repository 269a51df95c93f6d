// One member's verification requests change one at a time (a pose asked for twice at once, a
// selfie and a new pose racing): the writers take this transaction lock first.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'

export async function lockMemberVerification(tx: Db, userId: number): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`verification:${userId}`}, 0))::text`,
  )
}

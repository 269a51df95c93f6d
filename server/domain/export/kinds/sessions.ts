// The data export's `sessions`: the member's logins with device and IP address (never the
// token's hash).
import { asc, eq } from 'drizzle-orm'
import { sessions } from '../../../db/schema'
import { iso, type Reader } from './shared'

/** data.json's `sessions`, oldest first. */
export async function gatherSessions(tx: Reader, userId: number) {
  const rows = await tx
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.id))
  return rows.map((row) => ({
    device: row.userAgent,
    ip: row.ip,
    created_at: iso(row.createdAt),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
  }))
}

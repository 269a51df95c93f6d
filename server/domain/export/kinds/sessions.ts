// The data export's `sessions`: the member's logins with device and IP address (never the
// token's hash).
import { sessions } from '../../../db/schema'
import { isoTimes, ownColumns, type Reader } from './shared'

/** data.json's `sessions`, oldest first: each column under its name there. */
export async function gatherSessions(tx: Reader, userId: number) {
  const fields = {
    device: sessions.userAgent,
    ip: sessions.ip,
    created_at: sessions.createdAt,
    last_used_at: sessions.lastUsedAt,
    expires_at: sessions.expiresAt,
  }
  const rows = await ownColumns(tx, sessions, fields, sessions.userId, userId, sessions.id)
  return rows.map(isoTimes)
}

// The data export's `mails`: the mails sent to the member: kind, address, subject and whether
// the transport took it.
import { asc, eq } from 'drizzle-orm'
import { mails } from '../../../db/schema'
import { iso, type Reader } from './shared'

/** data.json's `mails`, oldest first. */
export async function gatherMails(tx: Reader, userId: number) {
  const rows = await tx
    .select({
      kind: mails.kind,
      to: mails.to,
      subject: mails.subject,
      delivered: mails.delivered,
      createdAt: mails.createdAt,
    })
    .from(mails)
    .where(eq(mails.userId, userId))
    .orderBy(asc(mails.id))
  return rows.map((row) => ({
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    delivered: row.delivered,
    at: iso(row.createdAt),
  }))
}

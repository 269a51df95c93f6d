// The data export's `mails`: the mails sent to the member: kind, address, subject and whether
// the transport took it.
import { mails } from '../../../db/schema'
import { isoTimes, ownColumns, type Reader } from './shared'

/** data.json's `mails`, oldest first: each column under its name there. */
export async function gatherMails(tx: Reader, userId: number) {
  const fields = {
    kind: mails.kind,
    to: mails.to,
    subject: mails.subject,
    delivered: mails.delivered,
    at: mails.createdAt,
  }
  const rows = await ownColumns(tx, mails, fields, mails.userId, userId, mails.id)
  return rows.map(isoTimes)
}

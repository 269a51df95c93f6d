// The data export's `visits_made` and `visits_received` (issue 32 §2): the member pages this
// member opened (named by id and name, as likes given are), and when their own page was
// visited — dates only: who visited is the visitor's data, shown to premium members in the
// app, and an export must not be the way around premium.
import { desc, eq } from 'drizzle-orm'
import { visits } from '../../../db/schema'
import { othersAt } from './other-members'
import { iso, type Reader } from './shared'

/** data.json's `visits_made`: one entry per member and day, newest first. */
export async function gatherVisitsMade(tx: Reader, userId: number) {
  const rows = await tx
    .select({ visitedId: visits.visitedId, createdAt: visits.at })
    .from(visits)
    .where(eq(visits.visitorId, userId))
    .orderBy(desc(visits.at))
  return othersAt(rows, (row) => row.visitedId)
}

/** data.json's `visits_received`: when the member's page was visited, newest first. */
export async function gatherVisitsReceived(tx: Reader, userId: number) {
  const rows = await tx
    .select({ at: visits.at })
    .from(visits)
    .where(eq(visits.visitedId, userId))
    .orderBy(desc(visits.at))
  return rows.map((row) => iso(row.at))
}
